import { twinDocument } from './document';
import { listingTwin } from './listing-twin';
import { llmsFullTxt, llmsTxt, type LlmsEntry } from './llms-txt';
import type { MagicComment } from '../content/shiki-code-lines';
import type { SectionPluginOptions } from '../content/mdx-plugins';
import { mdxToMarkdown } from './mdx-to-markdown';
import { formatOf, type MarkdownFormat } from '../content/markdown-format';
import type { TwinComponents } from './twin-tree';
import { linkResolver, twinFile, twinPath } from './urls';
import { absoluteUrl } from '../markup/urls';

/** A doc or post as the twins need it: its page's facts and its source body (front matter removed). */
export interface TwinSource {
  url: string;
  /** The title lists show. */
  title: string;
  /** The page's h1 when it is not the title: a body's own leading `# heading`, which the page shows instead. */
  heading?: string;
  description?: string;
  body: string;
  /** The source's own `format` front matter; without it, TwinSources' `markdownFormat` decides. */
  format?: MarkdownFormat;
  /** Path under content/, so that links to other content files resolve as on the page (and its extension, for 'detect'). */
  sourceFilePath: string;
  unlisted: boolean;
  /** A doc's version when it is not the last one (whose docs /llms.txt lists). */
  version?: string;
  lastUpdated?: string;
  /** Shown in the header after the canonical URL: `['Published', '2025-01-25']`. */
  facts?: [string, string][];
}

export interface TwinSite {
  name: string;
  /** The paragraph under the name in /llms.txt. */
  summary: string;
  /** The site's address, site.config.ts's `url` (`https://example.com`): the export has no base path. */
  url: string;
  /** The blog index's description; only read when the export has a /blog page. */
  blogDescription?: string;
  /** The docs' base route (`/docs`) and the doc it shows, which gets the same twin. */
  docsRoot?: { route: string; docUrl: string };
}

export interface TwinSources {
  site: TwinSite;
  /** Every doc of the build, listed ones in sidebar order. */
  docs: readonly TwinSource[];
  /** Every post of the build, newest first. */
  posts: readonly TwinSource[];
  /** `descriptionPath`: the OpenAPI description the export publishes, listed beside the twin. */
  api: { title: string; description: string; body: string; descriptionPath: string };
  /** The exported pages: a source with no page (a draft) gets no twin, and every page gets one. */
  htmlPages: readonly { route: string; html: string }[];
  /** What the data-driven components show on a page. */
  components: (route: string) => TwinComponents;
  /** Docs versions other than the last: each gets its own `<path>/llms.txt`, linked from /llms.txt. */
  otherVersions?: readonly { name: string; label: string; path: string }[];
  /** URL base of each docs version, for links between versioned files. */
  versionBases?: ReadonlyMap<string, string>;
  /**
   * `markdown.format` of site.config.ts: how the pages were compiled, so the twin parses each source as
   * its page did (with 'detect', a `.md` post as CommonMark, where `<https://…>` is a link, not JSX).
   */
  markdownFormat?: MarkdownFormat;
  /** `markdown.math` of site.config.ts: whether the pages read `$…$` as formulas. */
  math?: boolean;
  /** `prism.magicComments` of site.config.ts: the comments code blocks lose, as on the pages. */
  magicComments?: readonly MagicComment[];
  /** The remark plugins of site.config.ts, per section, which the twins run where the pages run them. */
  plugins?: SectionPluginOptions;
  /**
   * Gives a source's twin body: a kept one, or the one `convert` makes with the components it is
   * given (the build keeps them between builds, scripts/lib/markdown-twins.ts). Without it, every body
   * is converted.
   */
  twinBody?: (source: TwinSource, components: TwinComponents, convert: (components: TwinComponents) => Promise<string>) => Promise<string>;
}

export interface TwinFiles {
  /** Routes that have a twin. */
  routes: string[];
  /** Export-relative path → text, llms files included. */
  files: Map<string, string>;
}

const hasTwin = (route: string) => route !== '/404' && !route.startsWith('/_');

/**
 * Every Markdown twin and the two llms files. Docs and posts are written from their sources, the blog
 * index from the post list, /api from its own body; every other page (lists the site renders from
 * its data alone) from its main region. Unlisted pages get a twin, as they get a page, but no entry
 * in /llms.txt, as they get none in the sitemap.
 */
export async function buildTwinFiles({
  site,
  docs,
  posts,
  api,
  htmlPages,
  components,
  otherVersions = [],
  versionBases,
  markdownFormat,
  math = false,
  magicComments,
  plugins,
  twinBody = (_source, sourceComponents, convert) => convert(sourceComponents),
}: TwinSources): Promise<TwinFiles> {
  const pages = new Set(htmlPages.map((p) => p.route).filter(hasTwin));
  const canonical = (route: string) => absoluteUrl(site.url, route);
  const twins = new Map<string, string>();
  const fromSource = async (source: TwinSource) => {
    let body: string;
    const convert = (sourceComponents: TwinComponents) =>
      mdxToMarkdown(source.body, {
        format: formatOf(source.sourceFilePath, source.format, markdownFormat),
        sourceFilePath: source.sourceFilePath,
        resolveLink: linkResolver(site.url, source.url, pages),
        components: sourceComponents,
        versionBases,
        math,
        magicComments,
        plugins,
      });
    try {
      body = await twinBody(source, components(source.url), convert);
    } catch (error) {
      // The parser's message names a character, not the file (a plugin's, the plugin): the page built, so say which source.
      throw new Error(`content/${source.sourceFilePath}: its Markdown twin could not be written: ${(error as Error).message}`, { cause: error });
    }
    return twinDocument({ title: source.heading || source.title, description: source.description, canonicalUrl: canonical(source.url), lastUpdated: source.lastUpdated, facts: source.facts }, body);
  };
  // One at a time, in order: a failure stops the build before any file is written.
  for (const source of [...docs, ...posts]) if (pages.has(source.url)) twins.set(source.url, await fromSource(source));

  const listedPosts = posts.filter((p) => !p.unlisted && twins.has(p.url));
  // The blog index as the twin of /blog, when the export has that page (with `blog: false` it has none).
  const hasBlog = pages.has('/blog');
  if (hasBlog) {
    const resolveFromBlog = linkResolver(site.url, '/blog', pages);
    const published = (post: TwinSource) => post.facts?.find(([key]) => key === 'Published')?.[1];
    const blogIndex = listedPosts.map((post) => `## [${post.title}](${resolveFromBlog(post.url)})\n\n${[published(post), post.description].filter(Boolean).join('. ')}`);
    twins.set('/blog', twinDocument({ title: 'Blog', description: site.blogDescription, canonicalUrl: canonical('/blog') }, blogIndex.join('\n\n')));
  }
  twins.set('/api', twinDocument({ title: api.title, description: api.description, canonicalUrl: canonical('/api') }, api.body));
  if (site.docsRoot && twins.has(site.docsRoot.docUrl) && !twins.has(site.docsRoot.route)) twins.set(site.docsRoot.route, twins.get(site.docsRoot.docUrl)!);
  for (const page of htmlPages) {
    if (!pages.has(page.route) || twins.has(page.route)) continue;
    const { title, body } = listingTwin(page.html, linkResolver(site.url, page.route, pages));
    twins.set(page.route, twinDocument({ title: title || site.name, canonicalUrl: canonical(page.route) }, body));
  }

  const entry = (route: string, title: string, description?: string): LlmsEntry => ({ title, url: absoluteUrl(site.url, twinPath(route)), description: description || undefined });
  const listed = (d: TwinSource) => !d.unlisted && twins.has(d.url);
  const listedDocs = docs.filter((d) => listed(d) && d.version === undefined);
  const files = new Map([...twins].map(([route, text]) => [twinFile(route), text]));
  // Each other version's docs get an llms.txt of their own, so an agent reads one version at a time.
  const versionFiles = otherVersions.map((version) => ({ version, file: `${version.path.replace(/^\/+/, '')}/llms.txt` }));
  for (const { version, file } of versionFiles) {
    const entries = docs.filter((d) => listed(d) && d.version === version.name).map((d) => entry(d.url, d.title, d.description));
    files.set(
      file,
      llmsTxt({
        name: `${site.name} — docs, version ${version.label}`,
        summary: `The documentation as of version ${version.label}; ${absoluteUrl(site.url, '/llms.txt')} lists the latest.`,
        sections: [{ name: 'Docs', entries }],
      }),
    );
  }
  files.set(
    'llms.txt',
    llmsTxt({
      name: site.name,
      summary: site.summary,
      sections: [
        { name: 'Docs', entries: listedDocs.map((d) => entry(d.url, d.title, d.description)) },
        { name: 'Blog', entries: listedPosts.map((p) => entry(p.url, p.title, p.description)) },
        {
          name: 'API',
          entries: [
            entry('/api', api.title, api.description),
            { title: `${api.title} (OpenAPI description)`, url: absoluteUrl(site.url, api.descriptionPath), description: 'The OpenAPI 3.1 description in YAML that the reference is made from.' },
          ],
        },
        {
          name: 'Optional',
          entries: [
            ...(hasBlog ? [entry('/blog', 'Blog index', 'Every post, newest first.')] : []),
            { title: 'Every doc and post in full', url: absoluteUrl(site.url, '/llms-full.txt'), description: 'The twins listed above, in the same order, in one file.' },
            ...versionFiles.map(({ version, file }) => ({ title: `Docs, version ${version.label}`, url: absoluteUrl(site.url, `/${file}`), description: `The docs of version ${version.label}.` })),
          ],
        },
      ],
    }),
  );
  files.set('llms-full.txt', llmsFullTxt([...listedDocs, ...listedPosts].map((s) => twins.get(s.url)!)));
  return { routes: [...twins.keys()], files };
}
