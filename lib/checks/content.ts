import { posix } from 'node:path';
import type { Finding } from './findings';
import { contentRoute, markdownLinkTarget } from '../content/routes';
import { isDocContentPath } from '../docs/versioning';
import { isPartialPath } from '../content/partials';
import { jsStringValue } from '../content/js-string';
import { splitFrontMatter } from '../schema/split-front-matter';
import { ownAddressPath } from '../markup/urls';
import { isRelativeFileUrl } from '../content/doc-assets';

export interface ContentFile {
  /** Path under content/, e.g. docs/About.mdx. */
  path: string;
  source: string;
}

/**
 * A page's lines outside fenced code, with inline code taken out, and their numbers from 1. A fence
 * closes only with its own character, at least as long and with nothing after it, as in CommonMark:
 * a ````md example that shows a ```js block inside stays code to its end. An ```` ```mdx-code-block ````
 * fence is no code: Docusaurus renders what it holds as MDX (lib/content/docusaurus-source.ts), so
 * its lines are prose and only its fence lines are left out.
 */
export function proseLines(source: string): { text: string; line: number }[] {
  let fence: string | null = null;
  const wrappers: string[] = [];
  return source.split('\n').flatMap((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(text);
    // ```a``` on a line of its own is inline code: a backtick fence's info string has no backtick.
    if (fence === null && marker && !(marker[1]![0] === '`' && marker[2]!.includes('`'))) {
      const wrapper = wrappers[wrappers.length - 1];
      const info = marker[2]!.trim();
      if (!info && wrapper && marker[1]![0] === wrapper[0] && marker[1]!.length >= wrapper.length) wrappers.pop();
      else if (/^mdx-code-block\b/.test(info)) wrappers.push(marker[1]!);
      else fence = marker[1]!;
      return [];
    }
    if (fence !== null) {
      if (marker && marker[1]![0] === fence[0] && marker[1]!.length >= fence.length && marker[2]!.trim() === '') fence = null;
      return [];
    }
    return [{ text: text.replace(/`[^`]*`/g, ''), line: index + 1 }];
  });
}

/**
 * What `pattern` captures (its first group) in a page's prose, each with the line the capture starts
 * on. The prose is matched whole, not line by line, so that an element written over several lines
 * (`<img⏎  src="…"⏎/>`, as formatters leave JSX) is found too.
 */
export function proseCaptures(source: string, patterns: readonly RegExp[]): { value: string; line: number; pattern: string }[] {
  const lines = proseLines(source);
  // Code lines stay as empty lines, so an offset's line is its number in the source.
  const numbered = new Map(lines.map(({ text, line }) => [line, text]));
  const total = source.split('\n').length;
  const text = Array.from({ length: total }, (_, i) => numbered.get(i + 1) ?? '').join('\n');
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  return patterns
    .flatMap((pattern) => [...text.matchAll(pattern)].map((m) => ({ value: m[1]!, offset: m.index + m[0].lastIndexOf(m[1]!), pattern: pattern.source })))
    .sort((a, b) => a.offset - b.offset)
    .map(({ value, offset, pattern }) => ({ value, line: lineAt(offset), pattern }));
}

/** Markdown links ( [text](target) ) outside code, with their line numbers. */
export function markdownLinks(source: string): { href: string; line: number }[] {
  return proseLines(source).flatMap(({ text, line }) => [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => ({ href: m[1]!, line })));
}

/** An HTML image's path as written: `<img src="…">`, over several lines too. */
const HTML_IMAGE = /<img\b[^>]*?\ssrc=["']([^"']+)["']/g;

/**
 * HTML images whose path is relative to the page (`<img src="../images/x.png" />`), each named with the
 * fix. Docusaurus publishes a file beside a page only when the page names it as a Markdown image or
 * with `require`, and leaves an HTML image's path as written (facebook/docusaurus#6403, working as
 * intended), as this site does: the browser then asks for the file beside the page's address, where
 * nothing is published, and the page shows no picture, on the Docusaurus site as here.
 */
export function relativeHtmlImages(file: ContentFile): { url: string; line: number; problem: string }[] {
  return proseCaptures(file.source, [HTML_IMAGE]).flatMap(({ value: url, line }) =>
    isRelativeFileUrl(url)
      ? [
          {
            url,
            line,
            problem:
              `<img src="${url}"> is left as written, as Docusaurus leaves an HTML image's path, so the browser looks for the file beside the page's address, where none is published, and shows no picture. ` +
              `Write a Markdown image, ![…](${url}), or src={require('${url}').default}: either publishes the file.`,
          },
        ]
      : [],
  );
}

/**
 * The files a page names to show or load as it builds, outside code: Markdown images, `<img src="…">`,
 * `require('…')`, default imports of files that are not pages (`import chart from './chart.svg'`)
 * imports of a file's text or data (`!!raw-loader!./example.js`, `./example.ts?raw`, `!!yaml-loader!./x.yaml`), and stylesheets (`import './x.css'`). A path in
 * a JavaScript string is its value, as the build reads it: `'./\_snippets/a.txt'` names `./_snippets/a.txt`.
 */
export function fileReferences(source: string): { url: string; line: number }[] {
  const markup = [/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g, HTML_IMAGE];
  const scripts = [
    /\brequire\(\s*["']((?:[^"'\\]|\\.)+)["']\s*\)/g,
    /^\s*import\s+\w+\s+from\s+["']((?:\.\.?\/|@site\/static\/)(?:[^"'\\]|\\.)+)["']/gm,
    /^\s*import\s+\w+\s+from\s+["'](!*(?:raw|yaml)-loader!(?:[^"'\\]|\\.)+)["']/gm,
    // `?raw` behind webpack's bangs, or from the project folder: the pattern above takes the others.
    /^\s*import\s+\w+\s+from\s+["']((?:!!?|-!)(?:\.\.?\/|@site\/)(?:[^"'\\]|\\.)+\?raw|@site\/(?!static\/)(?:[^"'\\]|\\.)+\?raw)["']/gm,
    /^\s*import\s+["']((?:[^"'\\]|\\.)+\.css)["']/gm,
  ];
  const asScript = new Set(scripts.map((pattern) => pattern.source));
  return proseCaptures(source, [...markup, ...scripts]).map(({ value, line, pattern }) => ({ url: asScript.has(pattern) ? jsStringValue(value) : value, line }));
}

/** Links to .md/.mdx files that resolve to no content file (onBrokenMarkdownLinks). */
/** A content file as messages name it, from the project root (a version's docs may lie outside content/). */
export const contentDisplayPath = (path: string) => posix.normalize(`content/${path}`);

/** `excluded`: the files docs.exclude and blog.exclude leave out, by path, with the pattern that does; a link to one says so. */
export function brokenMarkdownLinkFindings(files: readonly ContentFile[], excluded: ReadonlyMap<string, string> = new Map()): Finding[] {
  const paths = new Set(files.map((f) => f.path));
  return files.flatMap((file) =>
    markdownLinks(file.source).flatMap(({ href, line }) => {
      const target = markdownLinkTarget(file.path, href, (path) => paths.has(path));
      if (!target || paths.has(target.path)) return [];
      const pattern = excluded.get(target.path);
      const section = target.path.startsWith('blog/') ? 'blog' : 'docs';
      return [
        {
          check: 'onBrokenMarkdownLinks',
          file: `${contentDisplayPath(file.path)}:${line}`,
          message:
            pattern === undefined
              ? `the Markdown link "${href}" points to ${contentDisplayPath(target.path)}, which does not exist. Fix the path or link to the page URL.`
              : `the Markdown link "${href}" points to ${contentDisplayPath(target.path)}, which the pattern "${pattern}" of ${section}.exclude in site.config.ts leaves out of the build. Link to a page that is built, or narrow the pattern.`,
        },
      ];
    }),
  );
}

/** A Markdown image, or an element that loads what it names as the page shows (`<img>`, `<iframe>`, `<script>`, a stylesheet `<link>`…), whose address is on another host. */
const OFF_SITE_RESOURCES = [
  /!\[[^\]]*\]\(\s*<?((?:https?:)?\/\/[^)\s>]+)/g,
  /<(?:img|iframe|video|audio|source|embed|script)\b[^>]*?\ssrc=\{?\s*["'`]((?:https?:)?\/\/[^"'`]+)/g,
  // In a <Head>: a stylesheet, font or script the page would fetch (a canonical or alternate link is only an address).
  /<link\b(?=[^>]*\srel=["'](?:stylesheet|preload|prefetch|modulepreload|icon)["'])[^>]*?\shref=\{?\s*["'`]((?:https?:)?\/\/[^"'`]+)/g,
];

/** The addresses on other hosts (or this site's, written in full) that markup or Markdown would load: images, frames, media, scripts, stylesheets. */
export const loadedAddresses = (source: string) => proseCaptures(source, OFF_SITE_RESOURCES);

/** Line numbers as a reader scans them: `3, 7, 141–167`. */
export function lineList(lines: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const line of lines) {
    const last = runs.at(-1);
    if (last && line <= last[1] + 1) last[1] = line;
    else runs.push([line, line]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(', ');
}

/**
 * Images, frames and media a page would load from another host (onOffSiteResources), one finding per
 * page and host: the site requests nothing from other hosts, so that it works offline and tells no
 * other host who reads it. Links to other sites are fine; loading from them is not.
 */
export function offSiteResourceFindings(files: readonly ContentFile[], site?: { url: string; baseUrl: string }): Finding[] {
  // The site's own address, written out in full (`https://docs.example/img/x.png`): a path of the
  // site that the page would still fetch from that host, wherever the export is served.
  // Only a path under baseUrl is one of this export's; the rest of that host is another site's.
  const base = site?.baseUrl.replace(/\/?$/, '/');
  const ownPath = (url: string) => {
    const path = ownAddressPath(url, site?.url);
    return path && base && path.startsWith(base) ? path : null;
  };
  return files.flatMap((file) => {
    const byHost = new Map<string, { urls: string[]; lines: number[] }>();
    const own: Finding[] = [];
    for (const { value: url, line } of loadedAddresses(file.source)) {
      const path = ownPath(url);
      if (path) {
        own.push({
          check: 'onOffSiteResources',
          file: `${contentDisplayPath(file.path)}:${line}`,
          message: `${url} is this site's own address (url in site.config.ts) written in full, so the page would load it from that host even where the site is served from another (npm start, a preview). Write it as the path ${path}.`,
        });
        continue;
      }
      const host = /^(?:https?:)?\/\/([^/?#]+)/.exec(url)?.[1] ?? url;
      const entry = byHost.get(host) ?? { urls: [], lines: [] };
      entry.urls.push(url);
      if (entry.lines.at(-1) !== line) entry.lines.push(line);
      byHost.set(host, entry);
    }
    return [
      ...own,
      ...[...byHost].map(([host, { urls, lines }]): Finding => ({
        check: 'onOffSiteResources',
        file: `${contentDisplayPath(file.path)}:${lines[0]}`,
        message: `${urls.length === 1 ? urls[0] : `${urls.length} images, frames or media files from ${host} (lines ${lineList(lines)})`} ${urls.length === 1 ? 'is' : 'are'} on another host, and the site loads nothing from other hosts. Save the file under public/ or beside the page and give its path, or link to it instead; checks.onOffSiteResources: 'warn' in site.config.ts lets the page load it.`,
      })),
    ];
  });
}

/**
 * Headings that skip a level (a `###` right under the page's title, a `####` after a `##`), which axe
 * reports on the built page (its rule heading-order) and which leave a hole in the outline that screen
 * reader users move through: one warning per page, naming each skip with its line and the level to
 * use. The page's title is its level 1. Partials are judged in the pages that hold them.
 */
export function headingLevelFindings(files: readonly ContentFile[]): Finding[] {
  return files.flatMap((file) => {
    if (isPartialPath(file.path)) return [];
    const source = file.source.split('\n');
    const frontMatter = splitFrontMatter(file.source).lines;
    const skips: { line: number; text: string }[] = [];
    let previous = 1;
    // Lines outside code fences, read as written (a heading may be all inline code).
    for (const { line } of proseLines(file.source)) {
      if (line <= frontMatter) continue;
      // A heading may open a list item or a quote (`1.  ### Step`), and HTML or JSX writes one as `<h3>`: axe counts them all.
      const heading = /^ {0,3}(?:(?:[-*+]|\d{1,9}[.)])[ \t]+|>[ \t]?)*(?:(#{1,6})[ \t]+\S|<h([1-6])[\s>])/i.exec(source[line - 1]!);
      if (!heading) continue;
      const level = heading[1]?.length ?? Number(heading[2]);
      if (level > previous + 1)
        skips.push({ line, text: `line ${line}, "${source[line - 1]!.trim()}" after a level-${previous} heading (make it ${heading[1] ? '#'.repeat(previous + 1) : `<h${previous + 1}>`})` });
      previous = level;
    }
    if (skips.length === 0) return [];
    return [
      {
        check: 'headingLevels',
        file: `${contentDisplayPath(file.path)}:${skips[0]!.line}`,
        message: `${skips.length === 1 ? 'a heading skips a level' : `${skips.length} headings skip a level`}: ${skips.map((skip) => skip.text).join('; ')}. The page's title is level 1. Screen reader users move through a page by its headings' levels, and axe reports the skip.`,
      },
    ];
  });
}

/**
 * The fix when docs share a URL through a `slug` that starts with `/`: a Docusaurus site with several
 * docs plugins reads such a slug from each plugin's routeBasePath, where here there is one.
 */
function rootSlugHint(files: readonly ContentFile[], paths: readonly string[]): string | null {
  const slugs = paths.flatMap((path) => {
    const slug = splitFrontMatter(files.find((file) => file.path === path)?.source ?? '').data.slug;
    return typeof slug === 'string' && slug.startsWith('/') ? [`${contentDisplayPath(path)} (slug: ${slug})`] : [];
  });
  if (slugs.length < 2) return null;
  return `A slug that starts with "/" is read from the docs' route base (${slugs.join(', ')}); a Docusaurus site with several docs plugins read each from its own plugin's routeBasePath: write the folder in front of it (slug: /<folder>/…), or rename or remove one.`;
}

/** Two content files that produce one URL (onDuplicateRoutes). */
export function duplicateRouteFindings(files: readonly ContentFile[], routeOf: (file: ContentFile) => string | null = (file) => contentRoute(file.path)): Finding[] {
  const byRoute = new Map<string, string[]>();
  for (const file of files) {
    if (!isDocContentPath(file.path)) continue; // posts sharing a date are an error of their own
    const route = routeOf(file);
    if (route) byRoute.set(route, [...(byRoute.get(route) ?? []), file.path]);
  }
  return [...byRoute].flatMap(([route, paths]) =>
    paths.length > 1
      ? [
          {
            check: 'onDuplicateRoutes',
            file: contentDisplayPath(paths[0]!),
            message: `${paths.map(contentDisplayPath).join(' and ')} ${paths.length === 2 ? 'both' : 'all'} produce ${route}; only one will be served. ${rootSlugHint(files, paths) ?? 'Rename or remove one.'}`,
          },
        ]
      : [],
  );
}
