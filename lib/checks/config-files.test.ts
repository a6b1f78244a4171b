import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site/config';
import type { SiteConfig } from '../config/types';
import { missingConfigFileProblems } from './config-files';

const projectRoot = join(__dirname, '../..');
const isProjectFile = (file: string) => statSync(join(projectRoot, file), { throwIfNoEntry: false })?.isFile() ?? false;

describe('files of public/ that site.config.ts names', () => {
  it("are all there for this site's own configuration", () => {
    expect(missingConfigFileProblems(siteConfig, isProjectFile)).toEqual([]);
  });

  it('names a missing one by its key, with the file it looked for and the fix', () => {
    expect(missingConfigFileProblems({ ...siteConfig, image: 'img/docusaurus-social-card.jpg' }, isProjectFile)).toEqual([
      "image: public/img/docusaurus-social-card.jpg does not exist ('img/docusaurus-social-card.jpg' is read from public/). Add the file there, or change image to the path of a file under public/.",
    ]);
  });

  it('reads each path from the root of public/, with or without its leading slash, without its query', () => {
    const looked: string[] = [];
    const config: SiteConfig = {
      ...siteConfig,
      image: '/img/card.png?v=2',
      favicon: 'favicon.ico',
      navbar: { ...siteConfig.navbar, logo: { src: 'img/logo.svg', srcDark: '/img/logo%20dark.svg' } },
      footer: { ...siteConfig.footer, logo: { src: '/img/footer.svg' } },
    };
    const problems = missingConfigFileProblems(config, (file) => (looked.push(file), false));
    expect(looked).toEqual(['public/img/card.png', 'public/favicon.ico', 'public/img/logo.svg', 'public/img/logo dark.svg', 'public/img/footer.svg']);
    expect(problems.map((p) => p.split(':')[0])).toEqual(['image', 'favicon', 'navbar.logo.src', 'navbar.logo.srcDark', 'footer.logo.src']);
  });

  it('names a path whose % is no escape by its key and value, with the %25 to write, rather than failing on it', () => {
    const config: SiteConfig = { ...siteConfig, image: '/img/50%.png', navbar: { ...siteConfig.navbar, logo: { src: 'img/100%25.svg' } } };
    expect(missingConfigFileProblems(config, () => true)).toEqual([
      "image: '/img/50%.png' has a % that is no percent-escape, so no host serves a file at that path. Write a % of the file's name as %25 ('/img/50%25.png').",
    ]);
  });

  it('leaves URLs of other hosts alone: they are no files of the site', () => {
    const config: SiteConfig = {
      ...siteConfig,
      image: 'https://cdn.example/card.png',
      favicon: 'data:image/svg+xml,%3Csvg%2F%3E',
      navbar: { ...siteConfig.navbar, logo: { src: '//cdn.example/logo.svg' } },
    };
    expect(missingConfigFileProblems(config, () => false)).toEqual([]);
  });
});
