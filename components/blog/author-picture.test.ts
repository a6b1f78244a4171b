import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Author } from '@/lib/blog/authors';
import { PostAuthors } from './PostAuthors';
import { HomeHero } from '@/components/home/HomeHero';

const author = (imageUrl: string): Author => ({ key: 'ada', name: 'Ada', imageUrl, socials: {} });

describe('author pictures', () => {
  it("loads one from another host lazily, so a prefetch of the blog's route data requests none, and one of the site at once", () => {
    const markup = renderToStaticMarkup(createElement(PostAuthors, { authors: [author('https://avatars.example/u/1'), author('/img/authors/ada.png')] }));
    const images = markup.match(/<img[^>]*>/g)!;
    expect(images[0]).toContain('loading="lazy"');
    expect(images[1]).not.toContain('loading=');
  });

  it("loads the owner's on the home page from another host lazily too, so a prefetch of / from the navbar's logo requests none", () => {
    const hero = (imageUrl: string) => renderToStaticMarkup(createElement(HomeHero, { owner: author(imageUrl), tagline: '', actions: [] }));
    expect(hero('https://avatars.example/u/1')).toMatch(/<img[^>]*loading="lazy"/);
    expect(hero('/img/authors/ada.png')).not.toContain('loading=');
  });
});
