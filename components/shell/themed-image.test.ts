import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemedImage } from './ThemedImage';

const html = (props: Parameters<typeof ThemedImage>[0]) => renderToStaticMarkup(createElement(ThemedImage, props));

describe('ThemedImage', () => {
  it('is one image, with its class, when there is no dark source', () => {
    const markup = html({ src: '/logo.svg', alt: '', className: 'navbar__logo', height: 28 });
    expect(markup.match(/<img[^>]*>/g)).toEqual(['<img class="navbar__logo" src="/logo.svg" alt="" height="28"/>']);
  });

  it('carries the dark source beside the light one, each with the given class', () => {
    const markup = html({ src: '/logo.svg', srcDark: '/logo-dark.svg', alt: 'Logo', className: 'navbar__logo' });
    expect(markup.match(/<img[^>]*>/g)).toEqual([
      '<img class="navbar__logo themedImage themedImage--light" src="/logo.svg" alt="Logo"/>',
      '<img class="navbar__logo themedImage themedImage--dark" src="/logo-dark.svg" alt="Logo"/>',
    ]);
  });
});
