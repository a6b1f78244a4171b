/** The footer row of a doc or post at build time: git's last commit, front matter and the config. */
import { siteConfig } from './index';
import { blogOptions } from '../config/blog';
import { gitLastUpdate } from '../content/git-last-update';
import { mergeLastUpdate, resolveEditUrl, type LastUpdateOptions, type PageMeta } from '../content/page-meta';

export interface PageMetaSource {
  /** The file's path under its content root (`content/docs` or `content/blog`). */
  path: string;
  permalink: string;
  lastUpdate: unknown;
  customEditUrl: unknown;
  /** The content root when it is not `content/<kind>`: a cut docs version's `content/versioned_docs/version-<name>`. */
  contentDir?: string;
}

export function loadPageMeta(kind: 'docs' | 'blog', source: PageMetaSource): PageMeta {
  // No post is read with `blog: false`; were one, it would show neither an edit link nor a date.
  const options: LastUpdateOptions = kind === 'docs' ? siteConfig.docs : (blogOptions(siteConfig) ?? {});
  const locale = siteConfig.i18n.defaultLocale;
  const showsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
  const contentDir = source.contentDir ?? `content/${kind}`;
  const params = { path: source.path, dirPath: contentDir, permalink: source.permalink, locale };
  return {
    // The file's folder (a cut version's own) goes into a URL editUrl and to a function's versionDocsDirPath, as in Docusaurus.
    editUrl:
      kind === 'docs' ? resolveEditUrl('docPath', siteConfig.docs.editUrl, source.customEditUrl, params) : resolveEditUrl('blogPath', blogOptions(siteConfig)?.editUrl, source.customEditUrl, params),
    lastUpdate: showsLastUpdate ? mergeLastUpdate(gitLastUpdate(`${contentDir}/${source.path}`), source.lastUpdate, options) : undefined,
  };
}
