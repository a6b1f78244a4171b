import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site/config';
import { siteMetadata } from './site-metadata';

describe("the site's metadata", () => {
  it("lays Docusaurus's themeConfig.metadata over the layout's tags: fields Next writes are replaced, other tags added", () => {
    const meta = siteMetadata(
      {
        ...siteConfig,
        metadata: [
          { name: 'keywords', content: 'synthesis, sound design' },
          { name: 'twitter:card', content: 'summary' },
          { name: 'google-site-verification', content: 'abc123' },
          { property: 'og:image', content: '/img/other-card.png' },
        ],
      },
      undefined,
    );
    expect(meta.keywords).toEqual(['synthesis', 'sound design']);
    expect(meta.twitter).toEqual({ card: 'summary' });
    expect(meta.other).toEqual({ 'google-site-verification': 'abc123' });
    expect(meta.openGraph).toMatchObject({ siteName: siteConfig.title, images: ['/img/other-card.png'] });
    expect(meta.description).toBe(siteConfig.tagline);
  });

  it("is the site's own without it", () => {
    const meta = siteMetadata({ ...siteConfig, metadata: undefined }, undefined);
    expect(meta.twitter).toEqual({ card: 'summary_large_image' });
    expect(meta.other).toBeUndefined();
    expect(meta.keywords).toBeUndefined();
  });
});
