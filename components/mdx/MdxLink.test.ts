import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROUTE_LINK_ATTRIBUTE } from '@/lib/client/route-links';
import { MdxLink } from './MdxLink';

const link = (href: string) => renderToStaticMarkup(createElement(MdxLink, { href }, 'text'));

describe('links in page content', () => {
  it("follow a site page through the router, but not a post's Docusaurus address, whose redirect page has no route data to prefetch", () => {
    expect(link('/blog/2022/01/21')).toContain(ROUTE_LINK_ATTRIBUTE);
    expect(link('/docs/intro#setup')).toContain(ROUTE_LINK_ATTRIBUTE);
    expect(link('/blog/tags/release')).toContain(ROUTE_LINK_ATTRIBUTE);
    for (const href of ['/blog/2022/01/21/year-in-review', '/blog/2022/01/21/year-in-review#plans', '/blog/year-in-review', '/blog/year-in-review#plans']) {
      expect(link(href), href).toBe(`<a href="${href}">text</a>`);
    }
  });
});
