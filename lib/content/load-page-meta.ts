/** The footer row of a doc or post at build time: git's last commit, front matter and the config. */
import { siteConfig } from '../site';
import { gitLastUpdate } from './git-last-update';
import { mergeLastUpdate, resolveEditUrl, type PageMeta } from './page-meta';

export interface PageMetaSource {
  /** The file's path under its content root (`content/docs` or `content/blog`). */
  path: string;
  permalink: string;
  lastUpdate: unknown;
  customEditUrl: unknown;
}

export function loadPageMeta(kind: 'docs' | 'blog', source: PageMetaSource): PageMeta {
  const options = siteConfig[kind];
  const locale = siteConfig.i18n.defaultLocale;
  const params = { path: source.path, permalink: source.permalink, locale };
  const showsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
  return {
    editUrl: kind === 'docs'
      ? resolveEditUrl('docPath', siteConfig.docs.editUrl, source.customEditUrl, params)
      : resolveEditUrl('blogPath', siteConfig.blog.editUrl, source.customEditUrl, params),
    lastUpdate: showsLastUpdate ? mergeLastUpdate(gitLastUpdate(`content/${kind}/${source.path}`), source.lastUpdate, options) : undefined,
  };
}
