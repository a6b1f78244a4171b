import { ASSISTANT_IDS } from '../twin/assistants';
import { z } from 'zod';
import { mdxPluginOptionsSchema } from './mdx-plugin-options';
import type { EditUrlOption } from '../content/page-meta';
import { serverUrlProblem } from '../api/servers';
import { unknownNavbarItemMessage } from './messages';
import { MARKDOWN_FORMATS } from '../content/markdown-format';
import { versioningOptionsSchema } from '../docs/versioning';

/**
 * The schema of site.config.ts (spec §3): each part's shape and the checks that need no other file.
 * lib/config/types.ts is checked against it, so the two cannot drift; checks against the docs and
 * sidebars stay in validate.ts. Every message names the field and the fix.
 */

export const NAVBAR_ITEM_TYPES = ['link', 'dropdown', 'localeDropdown', 'search', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;


/** Docusaurus's `editUrl`: a base URL the file's path is appended to, or a function of the page. */
const editUrl = <K extends 'docPath' | 'blogPath'>() =>
  z.custom<EditUrlOption<K>>(
    (value) => typeof value === 'function' || (typeof value === 'string' && /^https?:\/\/[^/]/.test(value)),
    'must be an absolute http(s) URL (the file path is appended to it) or a function ({ docPath | blogPath, permalink, locale }) => URL.',
  );

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

const position = z.enum(['left', 'right'], { error: (issue) => `"${String(issue.input)}" is not a position. Use "left" or "right".` });
const base = { position: position.optional(), className: z.string().optional() };

const linkItem = z
  .object({
    ...base,
    type: z.literal('link').optional(),
    label: z.string({ error: 'a link item needs a label.' }).min(1, 'a link item needs a label.'),
    to: z.string().optional(),
    href: z.string().optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: validRegex('').optional(),
    ariaLabel: z.string().optional(),
  })
  .refine((item) => !item.to !== !item.href, { error: 'a link item needs exactly one of "to" (site path) or "href" (external URL).' });
const docItem = z.object({ ...base, type: z.literal('doc'), docId: z.string().min(1), label: z.string().optional() });
const docSidebarItem = z.object({ ...base, type: z.literal('docSidebar'), sidebarId: z.string().min(1), label: z.string() });
const docsVersionItem = z.object({ ...base, type: z.literal('docsVersion'), label: z.string().optional(), to: z.string().optional() });
const docsVersionDropdownItem = z.object({ ...base, type: z.literal('docsVersionDropdown') });
const localeDropdownItem = z.object({ ...base, type: z.literal('localeDropdown') });
const searchItem = z.object({ ...base, type: z.literal('search') });
const htmlItem = z.object({ ...base, type: z.literal('html'), html: z.string({ error: 'an html item needs markup.' }).trim().min(1, 'an html item needs markup.') });

const dropdownChild = z.union([linkItem, docItem, docSidebarItem, htmlItem]);
const dropdownItem = z.object({
  ...base,
  type: z.literal('dropdown'),
  label: z.string(),
  to: z.string().optional(),
  items: z.array(z.custom<z.infer<typeof dropdownChild>>()).min(1, 'a dropdown needs at least one item.'),
});

const schemaByType: Record<(typeof NAVBAR_ITEM_TYPES)[number], z.ZodType> = {
  link: linkItem,
  doc: docItem,
  docSidebar: docSidebarItem,
  docsVersion: docsVersionItem,
  docsVersionDropdown: docsVersionDropdownItem,
  localeDropdown: localeDropdownItem,
  search: searchItem,
  html: htmlItem,
  dropdown: dropdownItem,
};

/** One navbar item, checked by the schema of its type so an error names that type's fields. */
function navbarItemOf<T>(inDropdown: boolean) {
  return z.custom<T>().superRefine((raw, ctx) => {
    const item = (raw ?? {}) as { type?: unknown; items?: unknown };
    const type = item.type ?? 'link';
    const schema = schemaByType[type as keyof typeof schemaByType];
    if (!schema) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: `${unknownNavbarItemMessage(type)} Use one of: ${NAVBAR_ITEM_TYPES.join(', ')}.` });
      return;
    }
    if (type === 'dropdown' && inDropdown) ctx.addIssue({ code: 'custom', message: 'a dropdown cannot contain another dropdown.' });
    const result = schema.safeParse(raw);
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: issue.path, message: issue.message } as never);
    if (type === 'dropdown' && Array.isArray(item.items)) {
      item.items.forEach((child, i) => {
        const inner = navbarItemOf<unknown>(true).safeParse(child);
        if (!inner.success) for (const issue of inner.error.issues) ctx.addIssue({ code: 'custom', path: ['items', i, ...issue.path], message: issue.message });
      });
    }
  });
}

export type NavbarItemSchemaTypes = {
  link: z.infer<typeof linkItem>;
  doc: z.infer<typeof docItem>;
  docSidebar: z.infer<typeof docSidebarItem>;
  docsVersion: z.infer<typeof docsVersionItem>;
  docsVersionDropdown: z.infer<typeof docsVersionDropdownItem>;
  localeDropdown: z.infer<typeof localeDropdownItem>;
  search: z.infer<typeof searchItem>;
  html: z.infer<typeof htmlItem>;
  dropdown: z.infer<typeof dropdownItem>;
};

const severity = z.enum(['throw', 'warn', 'ignore']);
const footerLink = z.object({ label: z.string(), to: z.string().optional(), href: z.string().optional() });

export const siteConfigSchema = z
  .object({
    title: z.string(),
    tagline: z.string(),
    favicon: z.string(),
    url: z.string().regex(/^https?:\/\/[^/]+$/, { error: (issue) => `"${String(issue.input)}" must be an origin such as https://example.com, with no path or trailing slash.` }),
    baseUrl: z.string().regex(/^\/(.*\/)?$/, { error: (issue) => `"${String(issue.input)}" must start and end with "/" (for example "/" or "/site/").` }),
    trailingSlash: z.literal(false),
    organizationName: z.string(),
    projectName: z.string(),
    deploymentBranch: z.string(),
    owner: z.string().min(1),
    i18n: z.object({
      defaultLocale: z.string(),
      locales: z.array(z.string()),
      localeConfigs: z.record(z.string(), z.object({ label: z.string(), htmlLang: z.string(), direction: z.enum(['ltr', 'rtl']) })),
    }),
    navbar: z.object({
      title: z.string(),
      logo: z.object({ src: z.string(), alt: z.string(), width: z.number(), height: z.number() }).optional(),
      hideOnScroll: z.boolean(),
      items: z.array(navbarItemOf<unknown>(false)),
    }),
    footer: z.object({
      style: z.enum(['light', 'dark']),
      links: z.union([z.array(z.object({ title: z.string(), items: z.array(footerLink) })), z.array(footerLink)]),
      logo: z
        .object({ src: z.string(), srcDark: z.string().optional(), alt: z.string(), width: z.number().optional(), height: z.number().optional(), href: z.string().optional() })
        .optional(),
      copyright: z.string(),
    }),
    colorMode: z.object({ defaultMode: z.enum(['light', 'dark']), disableSwitch: z.boolean(), respectPrefersColorScheme: z.boolean() }),
    image: z.string(),
    tableOfContents: z
      .object({ minHeadingLevel: z.number(), maxHeadingLevel: z.number() })
      .refine(({ minHeadingLevel: min, maxHeadingLevel: max }) => min >= 2 && max <= 6 && min <= max, {
        error: (issue) => {
          const { minHeadingLevel, maxHeadingLevel } = issue.input as { minHeadingLevel: number; maxHeadingLevel: number };
          return `heading levels must satisfy 2 ≤ minHeadingLevel ≤ maxHeadingLevel ≤ 6 (got ${minHeadingLevel} to ${maxHeadingLevel}).`;
        },
      }),
    titleDelimiter: z.string(),
    announcementBar: z
      .object({
        id: z.string().trim().min(1, 'an announcement bar needs an id, so a dismissal can be remembered and reset by changing it.'),
        content: z.string(),
        backgroundColor: z.string(),
        textColor: z.string(),
        isCloseable: z.boolean(),
      })
      .optional(),
    blog: z.object({
      showReadingTime: z.boolean(),
      feedOptions: z.object({ type: z.array(z.enum(['rss', 'atom', 'json'])), title: z.string(), description: z.string(), copyright: z.string() }),
      postsPerPage: z.number().int().min(1, 'must be at least 1.'),
      onUntruncatedBlogPosts: severity,
      onInlineTags: severity,
      onInlineAuthors: severity,
      showLastUpdateTime: z.boolean().optional(),
      showLastUpdateAuthor: z.boolean().optional(),
      editUrl: editUrl<'blogPath'>().optional(),
      ...mdxPluginOptionsSchema,
    }),
    docs: z.object({
      routeBasePath: z.string(),
      mainDocId: z.string(),
      ...versioningOptionsSchema.shape,
      versionFilesDir: z.string().optional(),
      versionPersistence: z.enum(['localStorage', 'none']),
      breadcrumbs: z.boolean(),
      showLastUpdateTime: z.boolean().optional(),
      showLastUpdateAuthor: z.boolean().optional(),
      editUrl: editUrl<'docPath'>().optional(),
      ...mdxPluginOptionsSchema,
    }),
    search: z.object({
      algolia: z
        .object({ appId: z.string(), apiKey: z.string(), indexName: z.string(), hosts: z.array(z.string()).optional(), insightsHost: z.string().optional() })
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
      searchPagePath: z.union([z.string(), z.literal(false)]),
      contextualSearch: z.boolean(),
      searchParameters: z.object({ facetFilters: z.union([z.array(z.string()), z.array(z.array(z.string()))]).optional() }),
      maxResultsPerGroup: z
        .number()
        .refine(Number.isInteger, 'search.maxResultsPerGroup must be a whole number of hits, such as 5.')
        .positive('search.maxResultsPerGroup must be at least 1; remove it to get the default of 5.')
        .optional(),
      disableUserPersonalization: z.boolean().optional(),
      insights: z.boolean().optional(),
      externalUrlRegex: validRegex('').optional(),
      replaceSearchResultPathname: z.object({ from: z.string(), to: z.string() }).optional(),
      missingResultsUrl: z.string().optional(),
      translations: z.record(z.string(), z.unknown()).optional(),
    }),
    analytics: z.object({ trackingID: z.string(), anonymizeIP: z.boolean() }).optional(),
    api: z.object({
      servers: z
        .array(
          z.object({
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
    copyPage: z.object({ openIn: z.array(z.enum(ASSISTANT_IDS)) }).optional(),
    /** Docusaurus's `markdown.format`: how docs are read unless their front matter says (default 'mdx'). */
    markdown: z.object({ format: z.enum(MARKDOWN_FORMATS).optional() }).optional(),
    customFields: z.record(z.string(), z.unknown()).optional(),
    checks: z.object({ onBrokenLinks: severity, onBrokenMarkdownLinks: severity, onBrokenAnchors: severity, onDuplicateRoutes: severity }),
    // "Was this page helpful?" under each doc (lib/docs/feedback.ts).
    feedback: z
      .object({
        endpoint: z
          .string()
          .refine((url) => /^https?:\/\/[^/]/.test(url) && URL.canParse(url), 'feedback.endpoint must be an absolute http(s) URL such as https://feedback.example.com/answers; remove it to send answers by e-mail or issue instead.')
          .optional(),
        fallback: z.enum(['issue', 'email']).optional(),
      })
      .optional(),
    // Offline reading: the service worker the post-build step writes (lib/offline/).
    offline: z.object({ enabled: z.boolean() }).optional(),
  })
  .superRefine((config, ctx) => {
    if (!config.i18n.locales.includes(config.i18n.defaultLocale)) {
      ctx.addIssue({ code: 'custom', path: ['i18n', 'defaultLocale'], message: `"${config.i18n.defaultLocale}" is not in i18n.locales.` });
    }
    for (const locale of config.i18n.locales) {
      if (!config.i18n.localeConfigs[locale]) ctx.addIssue({ code: 'custom', path: ['i18n', 'localeConfigs', locale], message: 'every locale needs a label and htmlLang.' });
    }
  });

export type SiteConfigSchema = z.infer<typeof siteConfigSchema>;

/** A path such as navbar.items[0].type, as the author reads it in site.config.ts. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** Every problem of the configuration's shape, each as "field: message". */
export function siteConfigShapeProblems(config: unknown): string[] {
  const result = siteConfigSchema.safeParse(config);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = fieldPath(issue.path);
    const message = issue.code === 'invalid_type' ? `expected ${issue.expected}. Check site.config.ts.` : issue.message;
    return field ? `${field}: ${message}` : message;
  });
}
