import { ASSISTANT_IDS } from '../twin/assistants';
import { z } from 'zod';
import { allowedEdits, editDistance } from '../search/typo';
import { DOCUSAURUS_ITEM_KEY_HINTS, DOCUSAURUS_KEY_HINTS, MISSING_KEY_FIXES, editUrlBesidePath, hintField } from './docusaurus-keys';
import { mdxPluginOptionsSchema } from './mdx-plugin-options';
import { FEED_TYPES } from './blog-options';
import type { EditUrlOption } from '../content/page-meta';
import { serverUrlProblem } from '../api/servers';
import { unknownNavbarItemMessage } from './messages';
import { withoutLinkAttributes, type LinkAttributes } from './link-attributes';
import { MARKDOWN_FORMATS } from '../content/markdown-format';
import { versioningOptionsSchema } from '../docs/versioning';
import { defaultLocaleConfig } from '../i18n/locale';

/**
 * The schema of site.config.ts (spec §3): each part's shape and the checks that need no other file.
 * It is the one description of the configuration: lib/config/types.ts infers every type from it.
 * Checks against the docs and sidebars stay in validate.ts. Every message names the field and the fix.
 */

/** In the order the unknown-type message lists them. */
/** Where the docs are served: the app's route (app/docs/), so the one value docs.routeBasePath may take. */
export const DOCS_ROUTE = '/docs';

export const NAVBAR_ITEM_TYPES = ['link', 'dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;

/** Docusaurus's `editUrl`: a base URL the file's path is appended to, or a function of the page. */
const editUrl = <K extends 'docPath' | 'blogPath'>() =>
  z.custom<EditUrlOption<K>>(
    (value) => typeof value === 'function' || (typeof value === 'string' && /^https?:\/\/[^/]/.test(value)),
    'must be an absolute http(s) URL (the file path is appended to it) or a function ({ docPath | blogPath, permalink, locale }) => URL.',
  );

/** An address of the site, as Docusaurus's redirects write it: from its root, without a query or fragment. */
const sitePath = (field: string) => z.string().refine((path) => /^\/[^?#\s]*$/.test(path), `${field} must be an address of the site starting with /, such as /docs/old-page, without ? or #.`);

/** Where a redirect leads: an address of the site (a fragment allowed) or another site's http(s) URL. */
const redirectTarget = z
  .string()
  .refine((to) => /^\/[^\s]*$/.test(to) || (/^https?:\/\/[^/]/.test(to) && URL.canParse(to)), 'to must be an address of the site starting with /, such as /docs/new-page, or an http(s) URL.');

const validRegex = (what: string) =>
  z.string().refine(
    (value) => {
      try {
        new RegExp(value);
        return true;
      } catch {
        return false;
      }
    },
    { error: (issue) => `"${String(issue.input)}" is not a valid regular expression${what}.` },
  );

/**
 * Docusaurus's `exclude` of the docs or blog plugin (lib/content/exclude.ts): globs naming Markdown files
 * that are not pages, read from each docs version's folder or from the blog folder.
 */
const excludeGlobs = (folder: string) => {
  const problem = (value: unknown): string | null => {
    if (typeof value !== 'string') return `${JSON.stringify(value) ?? String(value)} is not a glob: write each pattern as a string relative to ${folder} (such as '**/README.md'), or remove it.`;
    if (value.trim() === '') return 'an empty pattern leaves nothing out: remove it.';
    if (value.startsWith('/') || value.split('/').includes('..'))
      return `"${value}" is not read from ${folder}: write the glob relative to it (such as '**/README.md'), without a leading / or a .. that leaves it.`;
    return null;
  };
  return z
    .custom<string[]>((value) => Array.isArray(value), `must be a list of globs relative to ${folder}: exclude: ['**/README.md'] leaves out every README.md.`)
    .superRefine((patterns, ctx) =>
      patterns.forEach((pattern, i) => {
        const message = problem(pattern);
        if (message) ctx.addIssue({ code: 'custom', path: [i], message });
      }),
    )
    .optional();
};

/**
 * The options Docusaurus's docs and blog plugins both take, for docs and posts alike: the last-update
 * line, "Edit this page", `exclude` and the MDX plugin lists.
 */
const contentPluginOptions = <K extends 'docPath' | 'blogPath'>(folder: string) => ({
  /** "Last updated on <date>" under each page, from git or front matter `last_update` (default false). */
  showLastUpdateTime: z.boolean().optional(),
  /** "… by <author>" likewise (default false). */
  showLastUpdateAuthor: z.boolean().optional(),
  /** "Edit this page": a base URL (the file's path under content/docs or content/blog is appended) or a function. */
  editUrl: editUrl<K>().optional(),
  /** Markdown files that are not pages (Docusaurus's `exclude`), read from `folder`; partials never are pages. */
  exclude: excludeGlobs(folder),
  ...mdxPluginOptionsSchema,
});

const position = z.enum(['left', 'right'], { error: (issue) => `"${String(issue.input)}" is not a position. Use "left" or "right".` });
const base = {
  /** Default is left; items marked right go on the right (spec §2). */
  position: position.optional(),
  className: z.string().optional(),
};

const linkItem = z
  .strictObject({
    ...base,
    type: z.literal('link').optional(),
    /** Shown text; a link with only an aria-label (Docusaurus's icon links) shows that instead. */
    label: z.string().min(1, 'a link item needs a label.').optional(),
    /** Site-relative target. */
    to: z.string().optional(),
    /** Absolute external target. */
    href: z.string().optional(),
    /** The item is active on every path below this one. */
    activeBasePath: z.string().optional(),
    /** The item is active on every path matching this regular expression. */
    activeBaseRegex: validRegex('').optional(),
    /** Accessible name when the visible label is only an icon. */
    ariaLabel: z.string().optional(),
    /**
     * The same, as Docusaurus sites write it: Docusaurus passes the item's other keys to the link, and
     * an icon link such as `{ 'aria-label': 'GitHub', className: 'header-github-link', href }` has no
     * label, its icon drawn by the site's CSS.
     */
    'aria-label': z.string().optional(),
  })
  .refine((item) => !item.to !== !item.href, { error: 'a link item needs exactly one of "to" (site path) or "href" (external URL).' })
  .refine((item) => Boolean(item.label || item.ariaLabel || item['aria-label']), {
    error: "a link item needs a label, or an aria-label for a link shown as an icon ('aria-label': 'GitHub'; without the site's CSS icon it shows that name).",
    path: ['label'],
  });
const docItem = z.strictObject({ ...base, type: z.literal('doc'), docId: z.string().min(1), label: z.string().optional() });
const docSidebarItem = z.strictObject({ ...base, type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string() });
const docsVersionItem = z.strictObject({ ...base, type: z.literal('docsVersion'), label: z.string().optional(), to: z.string().optional() });
/** Items a dropdown may hold: anything that renders as one link. */
type DropdownChildItem = z.infer<typeof linkItem> | z.infer<typeof docItem> | z.infer<typeof docSidebarItem> | z.infer<typeof htmlItem>;
const docsVersionDropdownItem = z.strictObject({
  ...base,
  type: z.literal('docsVersionDropdown'),
  /** Links listed above and below the versions, as Docusaurus lists them (an "All versions" page, a changelog). */
  dropdownItemsBefore: z.array(z.custom<DropdownChildItem>()).optional(),
  dropdownItemsAfter: z.array(z.custom<DropdownChildItem>()).optional(),
  /** Docusaurus's switch that keeps the dropdown from looking active on docs pages; here it never looks so. */
  dropdownActiveClassDisabled: z.boolean().optional(),
});
const localeDropdownItem = z.strictObject({ ...base, type: z.literal('localeDropdown') });
const searchItem = z.strictObject({ ...base, type: z.literal('search') });
const htmlItem = z.strictObject({
  ...base,
  type: z.literal('html'),
  /** Trusted markup written by the site author, under Docusaurus's name for it. */
  value: z.string({ error: 'an html item needs its markup in "value", as in Docusaurus: { type: \'html\', value: \'<a href="…">…</a>\' }.' }).trim().min(1, 'an html item needs markup.'),
});

// A dropdown's items are checked one by one by navbarItemOf, so each error names its own item's type.
const dropdownItem = z.strictObject({
  ...base,
  // Docusaurus reads an item with `items` and no `type` as a dropdown (NavbarItem's getComponentType).
  type: z.literal('dropdown').optional(),
  label: z.string(),
  to: z.string().optional(),
  items: z.array(z.custom<DropdownChildItem>()).min(1, 'a dropdown needs at least one item.'),
});

const schemaByType = {
  link: linkItem,
  doc: docItem,
  docSidebar: docSidebarItem,
  docsVersion: docsVersionItem,
  docsVersionDropdown: docsVersionDropdownItem,
  localeDropdown: localeDropdownItem,
  search: searchItem,
  html: htmlItem,
  dropdown: dropdownItem,
} satisfies Record<(typeof NAVBAR_ITEM_TYPES)[number], z.ZodType>;

/** One navbar item of site.config.ts, whichever its type. */
export type NavbarItem = z.infer<(typeof schemaByType)[keyof typeof schemaByType]> & LinkAttributes;

/**
 * The lists of links a navbar item holds, each with its key: a dropdown's `items`, and the links a
 * versions dropdown lists before and after its versions (Docusaurus's `dropdownItemsBefore`/`After`).
 */
export function navbarChildLists(item: object): [key: string, items: unknown[]][] {
  return (['items', 'dropdownItemsBefore', 'dropdownItemsAfter'] as const).flatMap((key) => {
    const list: unknown = (item as Record<string, unknown>)[key];
    return Array.isArray(list) ? [[key, list] as [string, unknown[]]] : [];
  });
}

/** The item types that render as one link, which takes the item's HTML attributes. */
const LINK_TYPES: ReadonlySet<string> = new Set(['link', 'doc', 'docSidebar']);

/** One navbar item, checked by the schema of its type so an error names that type's fields. */
function navbarItemOf<T>(inDropdown: boolean) {
  return z.custom<T>().superRefine((raw, ctx) => {
    const item = (raw ?? {}) as { type?: unknown; items?: unknown };
    const type = item.type ?? (item.items === undefined ? 'link' : 'dropdown');
    const schema = schemaByType[type as keyof typeof schemaByType];
    if (!schema) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: `${unknownNavbarItemMessage(type)} Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.` });
      return;
    }
    if (type === 'dropdown' && inDropdown) ctx.addIssue({ code: 'custom', message: 'a dropdown cannot contain another dropdown.' });
    // A link's HTML attributes pass through to it, as in Docusaurus (lib/config/link-attributes.ts).
    const result = schema.safeParse(LINK_TYPES.has(type as string) ? withoutLinkAttributes(raw) : raw);
    if (!result.success)
      for (const issue of result.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          const known = knownKeysAt(schema, issue.path);
          for (const key of issue.keys) ctx.addIssue({ code: 'custom', path: [...issue.path, key], message: unknownKeyMessage(key, known, false) });
        } else ctx.addIssue({ ...issue, code: 'custom', path: issue.path, message: issue.message } as never);
      }
    if (type === 'dropdown' || type === 'docsVersionDropdown')
      for (const [key, children] of navbarChildLists(item))
        children.forEach((child, i) => {
          const inner = navbarItemOf<unknown>(true).safeParse(child);
          if (!inner.success) for (const issue of inner.error.issues) ctx.addIssue({ code: 'custom', path: [key, i, ...issue.path], message: issue.message });
        });
  });
}

const POSTS_PER_PAGE = "a positive whole number, or 'ALL' for every post on one page.";
const SIDEBAR_COUNT = "a whole number of posts, or 'ALL' for every post.";
// Docusaurus's 'log' prints the problem and goes on, which is what a warning does here.
const severity = z.enum(['throw', 'warn', 'log', 'ignore']).transform((level) => (level === 'log' ? 'warn' : level));
const feedType = z.enum(FEED_TYPES);
export type CheckSeverity = z.infer<typeof severity>;
/**
 * A footer link, or, as in Docusaurus, an item of trusted markup written by the site author (`{ html:
 * '<a …><img …/></a>' }`, a badge), which takes the place of the label and the target.
 */
const footerLink = z
  .strictObject({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
    /** Passed to the link, as Docusaurus passes a footer item's other keys (`target: '_self'`). */
    target: z.string().optional(),
  })
  .refine((link) => (link.html === undefined ? link.label !== undefined : link.label === undefined && link.to === undefined && link.href === undefined), {
    error: 'a footer item needs either a label (with to or href) or html (markup, alone), as in Docusaurus.',
  });
export type FooterLink = z.infer<typeof footerLink>;
const footerLinkColumn = z.strictObject({ title: z.string(), items: z.array(footerLink) });
export type FooterLinkColumn = z.infer<typeof footerLinkColumn>;

/** A logo's `width` or `height`: a number of pixels, or a string such as `'40px'`, which Docusaurus writes into the `<img>` as it is. */
const logoSize = z.union([z.number(), z.string()]).optional();

/** Where a home page link goes: a path of this site or a full URL, which the post-build link check follows. */
const homeTarget = z.string().regex(/^(?:\/|https?:\/\/)/, 'must be a path of this site starting with "/" (such as "/docs/intro") or a full URL.');
const homePage = z.strictObject({
  /** The buttons under the owner's name and tagline, in order; the first is the primary one. */
  actions: z.array(z.strictObject({ label: z.string().min(1), to: homeTarget })),
  /** Cards leading to the site's main parts, under a heading; none when `items` is empty. */
  sections: z.strictObject({
    title: z.string().min(1),
    items: z.array(z.strictObject({ title: z.string().min(1), to: homeTarget, description: z.string() })),
  }),
});
export type HomePageConfig = z.infer<typeof homePage>;

/**
 * The blog's options, as Docusaurus's `presets.classic.blog` has them; what Docusaurus defaults may be left
 * out (lib/config/blog-options.ts and checkSeverity fill it in).
 */
const blogOptionsSchema = z.strictObject({
  /** Default true, as in Docusaurus. */
  showReadingTime: z.boolean().optional(),
  /**
   * As Docusaurus's (lib/config/blog-options.ts fills its defaults): `type` a list, one type, 'all' or
   * null for no feeds (default rss and atom), `title` (the site's), `description` ("<title> Blog").
   */
  feedOptions: z
    .strictObject({
      type: z.union([z.array(feedType), feedType, z.literal('all'), z.null()]).optional(),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string().optional(),
    })
    .optional(),
  /** Posts on each page of the blog list; Docusaurus's 'ALL' puts every post on one page. Default 10, as in Docusaurus. */
  postsPerPage: z.union([z.number().int(POSTS_PER_PAGE).min(1, POSTS_PER_PAGE), z.literal('ALL')], { error: POSTS_PER_PAGE }).optional(),
  /** Docusaurus's: how many of the latest posts the blog sidebar lists ('ALL', or every post when left out), and its title. */
  blogSidebarCount: z.union([z.number().int(SIDEBAR_COUNT).min(0, SIDEBAR_COUNT), z.literal('ALL')], { error: SIDEBAR_COUNT }).optional(),
  blogSidebarTitle: z.string().optional(),
  /** Docusaurus's: the blog list's title ('Blog' when left out) and its meta description (the feeds' when left out). */
  blogTitle: z.string().optional(),
  blogDescription: z.string().optional(),
  /** Warn (the spec's and Docusaurus's default) or throw when a post has no truncate marker. */
  onUntruncatedBlogPosts: severity.optional(),
  /** Default 'warn', as in Docusaurus. */
  onInlineTags: severity.optional(),
  /** Default 'warn', as in Docusaurus. */
  onInlineAuthors: severity.optional(),
  ...contentPluginOptions<'blogPath'>('the blog folder'),
});

export const siteConfigSchema = z
  .strictObject({
    title: z.string(),
    tagline: z.string().default(''),
    favicon: z.string(),
    /** Absolute origin, used for feeds, sitemap and canonical links. A trailing slash is dropped, as Docusaurus drops it. */
    url: z
      .string()
      .regex(/^https?:\/\/[^/]+\/?$/, { error: (issue) => `"${String(issue.input)}" must be an origin such as https://example.com, with no path: a sub-path belongs in baseUrl, as in Docusaurus.` })
      .transform((url) => url.replace(/\/$/, '')),
    // The export has no base path: every page, script and link it writes starts at the host's root.
    baseUrl: z.string().refine((value): boolean => value === '/', {
      error: ({ input }) =>
        typeof input === 'string' && /^\/(.*\/)?$/.test(input)
          ? `"${input}" would serve the site under ${input}, and this export is written for the root of its host (every page, script and link it writes starts at /), so there none of them would load and the link check over the export would name each one. ` +
            `Set baseUrl: '/' and serve the export at a host's root (its own domain, or a <user>.github.io repository's Pages site); a path a page writes with ${input} in front (an <img src>, which Docusaurus leaves as written) is then named by the check, to be written without it.`
          : `"${String(input)}" must be "/": the export is written for the root of its host.`,
    }),
    // Docusaurus leaves it unset by default, which here is false: pages are served without the slash.
    trailingSlash: z
      .literal(false, {
        error:
          'must be false: pages are served here without a trailing slash (/docs/intro). Write trailingSlash: false; the check then names each relative link written for page URLs that end in a slash, with the file to link instead.',
      })
      .default(false),
    organizationName: z.string(),
    projectName: z.string(),
    deploymentBranch: z.string().default('gh-pages'),
    /** Key in content/authors.yml of the site's owner: the one profile the owner edits. */
    owner: z.string().min(1),
    /** As Docusaurus's: a locale's config, or any of its keys, left out is filled in as Docusaurus fills it (defaultLocaleConfig). */
    i18n: z
      .strictObject({
        defaultLocale: z.string(),
        locales: z.array(z.string()),
        localeConfigs: z
          .record(
            z.string(),
            z.strictObject({
              label: z.string().optional(),
              htmlLang: z.string().optional(),
              direction: z.enum(['ltr', 'rtl']).optional(),
              /** The blog's and "Last updated" dates are written in it, as in Docusaurus. */
              calendar: z
                .string()
                .refine((calendar) => Intl.supportedValuesOf('calendar').includes(calendar), {
                  error: ({ input }) =>
                    `"${String(input)}" is not a calendar dates can be written in: write one of ${Intl.supportedValuesOf('calendar').join(', ')}, or leave it out for the locale's own.`,
                })
                .optional(),
            }),
          )
          .default({}),
      })
      .transform(({ localeConfigs, ...i18n }) => ({
        ...i18n,
        localeConfigs: Object.fromEntries(
          [...new Set([...i18n.locales, ...Object.keys(localeConfigs)])].map((locale) => {
            const given = localeConfigs[locale] ?? {};
            const fallback = defaultLocaleConfig(locale);
            return [
              locale,
              { label: given.label ?? fallback.label, htmlLang: given.htmlLang ?? fallback.htmlLang, direction: given.direction ?? fallback.direction, calendar: given.calendar ?? fallback.calendar },
            ];
          }),
        ),
      }))
      .default({ defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' } } }),
    navbar: z.strictObject({
      /** Beside the logo; none when left out, as in Docusaurus. */
      title: z.string().optional(),
      /** As Docusaurus's: `alt` may be left out (navbarLogoAlt); `srcDark` is shown in dark mode; give `width` and `height` where known, so the bar does not shift as it loads. `href` (and `target`) is where the logo and title lead (default: the home page). */
      logo: z
        .strictObject({ src: z.string(), srcDark: z.string().optional(), alt: z.string().optional(), width: logoSize, height: logoSize, href: z.string().optional(), target: z.string().optional() })
        .optional(),
      /** Default false, as in Docusaurus. */
      hideOnScroll: z.boolean().optional(),
      /** As Docusaurus's: the bar in the dark palette whatever the colour mode, or in the primary colour. Left out: the page's colours. */
      style: z.enum(['dark', 'primary']).optional(),
      items: z.array(navbarItemOf<NavbarItem>(false)),
    }),
    footer: z
      .strictObject({
        /** Docusaurus's default: light. */
        style: z.enum(['light', 'dark']).optional(),
        /** Either columns of links, or one flat list. Empty or left out for no links, as in Docusaurus. */
        links: z.union([z.array(footerLinkColumn), z.array(footerLink)]).optional(),
        /** `alt` may be left out, as in Docusaurus: the logo is then decorative, or named by the site's title when it is a link. */
        logo: z.strictObject({ src: z.string(), srcDark: z.string().optional(), alt: z.string().optional(), width: logoSize, height: logoSize, href: z.string().optional() }).optional(),
        /** Trusted markup, as Docusaurus renders it (`<br/>`, a linked badge). None when left out. */
        copyright: z.string().default(''),
      })
      // Docusaurus shows no footer without one; this site always has its footer, then without links.
      .prefault({}),
    /** `disableSwitch` and `respectPrefersColorScheme` default to false, as in Docusaurus. */
    colorMode: z.strictObject({ defaultMode: z.enum(['light', 'dark']).default('light'), disableSwitch: z.boolean().optional(), respectPrefersColorScheme: z.boolean().optional() }).prefault({}),
    image: z.string(),
    /**
     * Docusaurus's `themeConfig.metadata`: `<meta>` tags of every page, each named by `name` or
     * `property`. A page that sets the same tag itself (its description, its social card) keeps its own,
     * as in Docusaurus, where the page's tag wins.
     */
    metadata: z
      .array(
        z
          .strictObject({ name: z.string().min(1).optional(), property: z.string().min(1).optional(), content: z.string() })
          .refine((tag) => Boolean(tag.name) !== Boolean(tag.property), { error: "a tag needs exactly one of name or property, as { name: 'keywords', content: 'synth, sound design' }." }),
      )
      .optional(),
    tableOfContents: z
      .strictObject({ minHeadingLevel: z.number().default(2), maxHeadingLevel: z.number().default(3) })
      .prefault({})
      .refine(({ minHeadingLevel: min, maxHeadingLevel: max }) => min >= 2 && max <= 6 && min <= max, {
        error: (issue) => {
          const { minHeadingLevel, maxHeadingLevel } = issue.input as { minHeadingLevel: number; maxHeadingLevel: number };
          return `heading levels must satisfy 2 ≤ minHeadingLevel ≤ maxHeadingLevel ≤ 6 (got ${minHeadingLevel} to ${maxHeadingLevel}).`;
        },
      }),
    titleDelimiter: z.string().default('|'),
    /** What the home page shows besides the owner's profile (content/authors.yml). */
    home: homePage,
    announcementBar: z
      .strictObject({
        /** Changing the id shows the bar again to visitors who closed it. */
        id: z.string().trim().min(1, 'an announcement bar needs an id, so a dismissal can be remembered and reset by changing it.'),
        /** Trusted markup written by the site author. */
        content: z.string(),
        /** Left out, Docusaurus's defaults (theme-classic's): white, black text, closeable. */
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    /**
     * The blog's options, or Docusaurus's `blog: false`: no blog at all, so no /blog pages, feeds or
     * posts (lib/config/blog.ts is where every part of the build asks).
     */
    blog: z.union([z.literal(false), blogOptionsSchema], {
      error:
        "must be false (no blog, as Docusaurus's blog: false) or the blog's options, as Docusaurus's presets.classic.blog: postsPerPage, showReadingTime, feedOptions and the on* checks where not left to their defaults.",
    }),
    docs: z.strictObject({
      // A Docusaurus site's other base, or its docs-only mode at the root, would otherwise build a site
      // whose every docs link is broken.
      // Docusaurus's default ('docs') is this route, so a moved configuration may leave it out.
      routeBasePath: z
        .string()
        .refine((path) => path === '/docs', {
          error: ({ input }) =>
            // Docusaurus trims the slashes ('docs' and '/docs/' are its '/docs'): then only the spelling differs.
            typeof input === 'string' && input.replace(/^\/+|\/+$/g, '') === 'docs'
              ? `"${input}" is Docusaurus's way of writing '/docs'; here it is written '/docs', with the leading slash and no trailing one.`
              : `the docs are served at /docs on this site, so it must be '/docs'${input === '/' || input === '' ? " (docs at the site's root, Docusaurus's docs-only mode, are not supported)" : ''}. Set it to '/docs': the check then names each link written for the old address, with the page it meant.`,
        })
        .default(DOCS_ROUTE),
      /**
       * Docusaurus's sidebars file (`'./sidebars.js'`, `require.resolve('./sidebars.js')`), as moved
       * configurations write it: it must name the file at the project root that is read
       * (lib/docs/sidebars-file.ts, `sidebarPathProblem`).
       */
      sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
      /** Main doc shown at the route base (spec: About); left out, the first doc of the first sidebar, as Docusaurus's docs link leads there. */
      mainDocId: z.string().optional(),
      ...versioningOptionsSchema.shape,
      versionFilesDir: z.string().optional(),
      versionPersistence: z.enum(['localStorage', 'none']).default('localStorage'),
      breadcrumbs: z.boolean().default(true),
      /**
       * Docusaurus's `sidebarCollapsed`: a sidebar category that sets no `collapsed` starts folded (except
       * around the current page), as Docusaurus's default `true` has it; `false` starts it open.
       */
      sidebarCollapsed: z.boolean().default(true),
      /**
       * Docusaurus's `themeConfig.docs.sidebar`, which a moved themeConfig brings up beside the docs
       * options: `hideable` puts a "Collapse sidebar" button at the bottom of the desktop sidebar, and
       * `autoCollapseCategories` folds a category's siblings when it is opened. Both off, as there.
       */
      sidebar: z
        .strictObject({
          hideable: z.boolean().default(false),
          autoCollapseCategories: z.boolean().default(false),
        })
        .prefault({}),
      ...contentPluginOptions<'docPath'>("each docs version's folder"),
    }),
    search: z
      .strictObject({
        /** Hosted Algolia when set; otherwise the static index built into the export. */
        algolia: z
          .strictObject({
            appId: z.string(),
            /** Search-only key: it is public by design. The admin key never goes here. */
            apiKey: z.string(),
            indexName: z.string(),
            /** Custom hosts ("host:port"), for a proxy or a test server; Algolia's own when absent. */
            hosts: z.array(z.string()).optional(),
            /** Insights API host ("host:port"), for a region, a proxy or a test server; insights.algolia.io when absent. */
            insightsHost: z.string().optional(),
          })
          .superRefine((algolia, ctx) => {
            const envName = { appId: 'ALGOLIA_APP_ID', apiKey: 'ALGOLIA_SEARCH_API_KEY', indexName: 'ALGOLIA_INDEX_NAME' } as const;
            for (const key of ['appId', 'apiKey', 'indexName'] as const) {
              if (!algolia[key]) {
                ctx.addIssue({
                  code: 'custom',
                  path: [key],
                  message: `hosted search is enabled but ${key} is missing. Set ${envName[key]}, or unset all ALGOLIA_* variables to use the built-in index.`,
                });
              }
            }
          })
          .optional(),
        /** Path of the full search page; set to false to hide the modal's 'See all' link. */
        searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
        contextualSearch: z.boolean().default(true),
        searchParameters: z.strictObject({ facetFilters: z.union([z.array(z.string()), z.array(z.array(z.string()))]).optional() }).prefault({}),
        /** Hits shown per top-level group in the modal, in both engines (DocSearch's name); 5 when absent. */
        maxResultsPerGroup: z
          .number()
          .refine(Number.isInteger, 'search.maxResultsPerGroup must be a whole number of hits, such as 5.')
          .positive('search.maxResultsPerGroup must be at least 1; remove it to get the default of 5.')
          .optional(),
        /** When true, the modal neither stores nor shows recent searches and favorites (DocSearch's name). */
        disableUserPersonalization: z.boolean().optional(),
        /**
         * Hosted search only: ask Algolia for a queryID and send click and view events to its Insights API
         * (DocSearch's name). Default false; with the built-in index nothing is ever sent.
         */
        insights: z.boolean().optional(),
        /** Results whose URL matches stay absolute; the rest become site-relative. */
        externalUrlRegex: validRegex('').optional(),
        replaceSearchResultPathname: z.strictObject({ from: z.string(), to: z.string() }).optional(),
        /** Optional link in the no-results screen ('Let us know.'). */
        missingResultsUrl: z.string().optional(),
        translations: z.record(z.string(), z.unknown()).optional(),
      })
      // Docusaurus's own search is the Algolia plugin's; here the built-in index answers without any setting.
      .prefault({}),
    analytics: z
      .strictObject({
        trackingID: z.string(),
        // Docusaurus's gtag plugin leaves the address whole unless told (its DEFAULT_OPTIONS).
        anonymizeIP: z.boolean().default(false),
        /**
         * A window property: the tracking script loads only on pages that set it before they start, so
         * one build can test analytics without every other page loading it (the e2e variant sets this).
         */
        onlyWhen: z.string().optional(),
      })
      .optional(),
    /** /api: the servers 'Try it' can call, the default first (lib/api/servers.ts builds the list). */
    api: z.strictObject({
      servers: z
        .array(
          z.strictObject({
            url: z.string().superRefine((url, ctx) => {
              const problem = serverUrlProblem(url);
              if (problem) ctx.addIssue({ code: 'custom', message: `${problem}. Check SITE_API_BASE_URL.` });
            }),
            description: z.string(),
          }),
        )
        .min(1, "'Try it' needs at least one server."),
    }),
    // The Copy page menu's "Open in …" links (lib/twin/assistants.ts); an empty list hides them.
    copyPage: z.strictObject({ openIn: z.array(z.enum(ASSISTANT_IDS)) }).optional(),
    /**
     * Docusaurus's `markdown.format`: how docs are read unless their front matter says (default 'mdx').
     * `math`: read `$…$` and ```` ```math ```` as formulas, which Docusaurus does only once a site adds
     * remark-math and rehype-katex (default false, so a migrated site's dollar signs stay text).
     * `mermaid`: Docusaurus's switch for ```` ```mermaid ```` diagrams, taken as written; they are always drawn here.
     */
    markdown: z.strictObject({ format: z.enum(MARKDOWN_FORMATS).optional(), math: z.boolean().optional(), mermaid: z.boolean().optional() }).optional(),
    /**
     * Docusaurus's `themeConfig.prism.magicComments`: comments that mark lines of a code block with a
     * class, and are removed from it (default: `highlight-next-line`, `highlight-start`/`highlight-end`);
     * and `defaultLanguage`, the language of a fenced block that names none (default: plain text).
     * Code is highlighted by shiki at build time, so prism's themes and languages have no counterpart.
     */
    prism: z
      .strictObject({
        magicComments: z
          .array(
            z.strictObject({
              className: z.string().min(1),
              line: z.string().min(1).optional(),
              block: z.strictObject({ start: z.string().min(1), end: z.string().min(1) }).optional(),
            }),
          )
          .optional(),
        defaultLanguage: z.string().min(1).optional(),
      })
      .optional(),
    /** Values for pages, read with @docusaurus/useDocusaurusContext (`siteConfig.customFields`). */
    customFields: z.record(z.string(), z.unknown()).optional(),
    checks: z
      .strictObject({
        onBrokenLinks: severity.default('throw'),
        onBrokenMarkdownLinks: severity.default('warn'),
        onBrokenAnchors: severity.default('warn'),
        onDuplicateRoutes: severity.default('warn'),
        /** Docusaurus's markdown.hooks.onUnusedMarkdownDirectives: a text or leaf directive no remark plugin handled (lib/content/directives.ts). */
        onUnusedMarkdownDirectives: severity.default('warn'),
        /** Not Docusaurus's: an image, frame or media file a page loads from another host ('throw' when absent). */
        onOffSiteResources: severity.optional(),
      })
      .prefault({}),
    // "Was this page helpful?" under each doc (lib/docs/feedback.ts).
    feedback: z
      .strictObject({
        /** Answers are POSTed here as JSON ({page, helpful, comment}); the CSP then allows its origin. */
        endpoint: z
          .string()
          .refine(
            (url) => /^https?:\/\/[^/]/.test(url) && URL.canParse(url),
            'feedback.endpoint must be an absolute http(s) URL such as https://feedback.example.com/answers; remove it to send answers by e-mail or issue instead.',
          )
          .optional(),
        /** Without an endpoint: a prefilled issue in the site's repository (default) or an e-mail to the owner. */
        fallback: z.enum(['issue', 'email']).optional(),
      })
      .optional(),
    /** Offline reading through a service worker the post-build step writes (lib/offline/); off when absent. */
    offline: z.strictObject({ enabled: z.boolean() }).optional(),
    /**
     * Docusaurus's @docusaurus/plugin-client-redirects options, copied over as they are: each old address
     * gets a page that sends the visitor on (lib/redirects/client-redirects.ts).
     */
    clientRedirects: z
      .strictObject({
        redirects: z.array(z.strictObject({ from: z.union([sitePath('from'), z.array(sitePath('from'))]), to: redirectTarget })).optional(),
        createRedirects: z
          .custom<(existingPath: string) => string | string[] | null | undefined>(
            (value) => typeof value === 'function',
            'must be a function (existingPath) => an old address, a list of them, or undefined.',
          )
          .optional(),
        fromExtensions: z
          .custom<never>(() => false, 'is not needed: the export already serves every page at its address with .html added. List other old addresses under clientRedirects.redirects.')
          .optional(),
        toExtensions: z.custom<never>(() => false, 'is not supported: list the old addresses under clientRedirects.redirects instead.').optional(),
      })
      .optional(),
  })
  .superRefine((config, ctx) => {
    if (!config.i18n.locales.includes(config.i18n.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['i18n', 'defaultLocale'], message: `"${config.i18n.defaultLocale}" is not in i18n.locales.` });
    }
  });

/** A path such as navbar.items[0].type, as the author reads it in site.config.ts. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** The keys the schema allows in the object at `path`, or none where the path leads through a custom check. */
export function knownKeysAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as z.core.$ZodType | undefined;
  if (inner) return knownKeysAt(inner, path);
  // `blog: false | { … }`: the keys any of the object choices knows.
  if (def.type === 'union') return [...new Set((def.options as z.core.$ZodType[]).flatMap((option) => knownKeysAt(option, path)))];
  const shape = def.type === 'object' ? (def.shape as Record<string, z.core.$ZodType>) : undefined;
  if (path.length === 0) return shape ? Object.keys(shape) : [];
  const [key, ...rest] = path;
  if (shape) return typeof key === 'string' && shape[key] ? knownKeysAt(shape[key], rest) : [];
  if (def.type === 'array') return knownKeysAt(def.element as z.core.$ZodType, rest);
  if (def.type === 'record') return knownKeysAt(def.valueType as z.core.$ZodType, rest);
  return [];
}

/**
 * A key the schema does not know, as the type check at the end of the build would reject it, named
 * here with the key it was probably meant to be. Docusaurus's own answer to such keys is customFields.
 */
export function unknownKeyMessage(key: string, known: readonly string[], topLevel: boolean, field = key): string {
  // By the key alone: a navbar item's own check (navbarItemOf) knows its key but not its field.
  const itemHint = Object.hasOwn(DOCUSAURUS_ITEM_KEY_HINTS, key) ? DOCUSAURUS_ITEM_KEY_HINTS[key] : undefined;
  const hint = Object.hasOwn(DOCUSAURUS_KEY_HINTS, hintField(field)) ? DOCUSAURUS_KEY_HINTS[hintField(field)] : itemHint;
  if (hint) return `"${key}" is Docusaurus's, not a setting here: ${hint}`;
  const max = allowedEdits(key.length);
  const meant = known
    .map((name) => ({ name, edits: editDistance(key.toLowerCase(), name.toLowerCase(), max) }))
    .filter(({ edits }) => edits <= max)
    .sort((a, b) => a.edits - b.edits)[0]?.name;
  const fix = meant ? `Did you mean "${meant}"?` : known.length ? `Known here: ${known.join(', ')}.` : 'Remove it.';
  return `"${key}" is not a setting here. ${fix}${topLevel ? " A value of the site's own goes under customFields." : ''}`;
}

/**
 * A union's failure as the issues of the choice the value was meant for, with their full paths. That is
 * the one choice whose every issue lies inside the value (`blog: { postsPerPage: 0 }` is the blog's
 * options with a wrong field, not a wrong `false`); else, where zod's own "Invalid input" would name
 * neither the item nor the fix (footer.links, a list of columns or of links), the choice the value came
 * nearest to (the fewest issues). A union with a message of its own (blog, blog.postsPerPage) otherwise
 * keeps it.
 */
function meantChoiceIssues(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  const inside = issue.errors.filter((choice) => choice.length > 0 && choice.every((one) => one.path.length > 0));
  const nearest = () => issue.errors.reduce((best, choice) => (choice.length < best.length ? choice : best));
  const meant = inside.length === 1 ? inside[0]! : issue.message === 'Invalid input' ? nearest() : [];
  if (meant.length === 0) return [issue];
  return meant.flatMap((inner) => meantChoiceIssues({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue));
}

/** The value at a path of the configuration, or undefined where the path leads through no object. */
function valueAt(config: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), config);
}

/**
 * The configuration as the site reads it, with what Docusaurus fills in when left out filled in (the
 * schema's defaults: `titleDelimiter: '|'`, `checks.onBrokenLinks: 'throw'`…), so a moved
 * docusaurus.config.js may leave those out here too. One that does not validate is returned as written:
 * the configuration check names its problems before anything reads it.
 */
export function withConfigDefaults(config: z.input<typeof siteConfigSchema>): z.output<typeof siteConfigSchema> {
  const result = siteConfigSchema.safeParse(config);
  return result.success ? result.data : (config as z.output<typeof siteConfigSchema>);
}

/** Every problem of the configuration's shape, each as "field: message". */
export function siteConfigShapeProblems(config: unknown): string[] {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return [];
  return result.error.issues.flatMap(meantChoiceIssues).flatMap((issue) => {
    const field = fieldPath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      const known = knownKeysAt(siteConfigSchema, issue.path);
      return issue.keys.map((key) => {
        const field = fieldPath([...issue.path, key]);
        const section = field === 'docs.path' ? 'docs' : field === 'blog.path' ? 'blog' : undefined;
        return `${field}: ${unknownKeyMessage(key, known, issue.path.length === 0, field)}${section ? editUrlBesidePath(section, valueAt(config, [section])) : ''}`;
      });
    }
    // A key left out, as a moved configuration leaves what Docusaurus defaults: say so, and what to write.
    // A union (blog: false | { … }) left out fails as the union, whose own message would not say it is missing.
    if (['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code) && issue.path.length > 0 && valueAt(config, issue.path) === undefined) {
      const fix = MISSING_KEY_FIXES[field] ?? 'add it to site.config.ts (README, Configuration, says what it takes).';
      return `${field}: missing. ${fix.charAt(0).toUpperCase()}${fix.slice(1)}`;
    }
    const message = issue.code === 'invalid_type' ? `expected ${issue.expected}. Check site.config.ts.` : issue.message;
    return field ? `${field}: ${message}` : message;
  });
}
