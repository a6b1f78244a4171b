import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavbarLogo } from './NavbarLogo';

describe('NavbarLogo', () => {
  it('reads a src written without its leading slash from the site root, as Docusaurus does, on every page', () => {
    const markup = renderToStaticMarkup(createElement(NavbarLogo, { logo: { src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', alt: 'Logo', width: 32, height: 32 } }));
    expect(markup.match(/src="[^"]*"/g)).toEqual(['src="/img/logo.svg"', 'src="/img/logo-dark.svg"']);
  });
});
