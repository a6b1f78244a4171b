/** The footer row of a doc or post at build time: git's last commit, front matter and the config. */
import { siteConfig } from './index';
import { gitLastUpdate } from '../content/git-last-update';
import { mergeLastUpdate, resolveEditUrl, type PageMeta } from '../content/page-meta';

export interface PageMetaSource {
  /** The file's path under its content root (`content/docs` or `content/blog`). */
  path: string;
  permalink: string;
  lastUpdate: unknown;
  customEditUrl: unknown;
  /** The content root when it is not `content/<kind>`: a cut docs version's `content/versioned_docs/version-<name>`. */
  contentDir?: string;
}

/**
 * A cut version's doc is edited in its own folder: the configured docs editUrl names content/docs/,
 * so its sibling versioned_docs/version-<name>/ is taken, as Docusaurus's version edit URLs are.
 */
function versionedEditUrl(editUrl: unknown, contentDir: string, path: string): string | undefined {
  if (typeof editUrl !== 'string') return undefined;
  const docsFolder = editUrl.endsWith('/') ? editUrl : `${editUrl}/`;
  return new URL(`../${contentDir.replace(/^content\//, '')}/${path}`, docsFolder).href;
}

export function loadPageMeta(kind: 'docs' | 'blog', source: PageMetaSource): PageMeta {
  const options = siteConfig[kind];
  const locale = siteConfig.i18n.defaultLocale;
  const showsLastUpdate = options.showLastUpdateTime || options.showLastUpdateAuthor;
  const contentDir = source.contentDir ?? `content/${kind}`;
  const params = { path: source.path, dirPath: contentDir, permalink: source.permalink, locale };
  // A function editUrl is told the version's folder (versionDocsDirPath), as in Docusaurus.
  const versioned = kind === 'docs' && contentDir !== 'content/docs' && typeof siteConfig.docs.editUrl !== 'function';
  return {
    editUrl:
      kind === 'docs'
        ? versioned && source.customEditUrl === undefined
          ? versionedEditUrl(siteConfig.docs.editUrl, contentDir, source.path)
          : resolveEditUrl('docPath', siteConfig.docs.editUrl, source.customEditUrl, params)
        : resolveEditUrl('blogPath', siteConfig.blog.editUrl, source.customEditUrl, params),
    lastUpdate: showsLastUpdate ? mergeLastUpdate(gitLastUpdate(`${contentDir}/${source.path}`), source.lastUpdate, options) : undefined,
  };
}
