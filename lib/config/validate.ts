import { excludedDocNote, firstSidebarLink, unknownDocIdHint, type DocRef, type ExcludedDoc, type SidebarsConfig } from '../docs/sidebar';
import { resolveSidebar } from '../docs/resolve-sidebar';
import type { NavbarItem, SiteConfig } from './types';
import { navbarChildLists, siteConfigShapeProblems } from './schema';
import { unknownNavbarItemMessage } from './messages';
import { isDropdownItem } from './navbar';

export class ConfigError extends Error {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`site.config.ts has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export interface ConfigContext {
  docs: ReadonlyMap<string, DocRef>;
  /** Docs left out of this build because they are drafts: links to them are not errors. */
  draftIds: ReadonlySet<string>;
  sidebars: SidebarsConfig;
  /** Files docs.exclude leaves out, by the id each would have: a reference to one names the pattern. */
  excluded?: ReadonlyMap<string, ExcludedDoc>;
  /** The sidebars file read (sidebars.cjs, sidebars.json…), named in messages about a sidebar. */
  sidebarsFile?: string;
}

export { unknownNavbarItemMessage };

/**
 * Every problem of the configuration, each naming its field and the fix. Empty when valid. The shape
 * is checked by the zod schema (lib/config/schema.ts); what needs the docs and sidebars is checked here.
 */
export function validateSiteConfig(config: SiteConfig, ctx: ConfigContext): string[] {
  const problems = siteConfigShapeProblems(config);
  // What follows reads the configuration as its type says it is; with a key missing or of another shape
  // (a moved configuration leaves out what Docusaurus defaults) it would throw, not report.
  if (problems.length > 0) return problems;

  const checkItem = (item: NavbarItem, field: string) => {
    for (const [key, children] of navbarChildLists(item)) children.forEach((child, i) => checkItem(child as NavbarItem, `${field}.${key}[${i}]`));
    if (isDropdownItem(item)) return;
    switch (item.type) {
      case 'doc':
        if (!ctx.docs.has(item.docId) && !ctx.draftIds.has(item.docId)) {
          const left = excludedDocNote(item.docId, ctx.excluded);
          if (left) problems.push(`${field}.docId: no doc with id "${item.docId}": ${left}. Name a doc that is built, or narrow the pattern.`);
          else problems.push(`${field}.docId: no doc with id "${item.docId}" (expected content/docs/${item.docId}.md or .mdx). Fix the id or create the doc.${unknownDocIdHint(item.docId, ctx.docs)}`);
        }
        break;
      case 'docSidebar': {
        if (!ctx.sidebars[item.sidebarId]) {
          problems.push(`${field}.sidebarId: no sidebar with id "${item.sidebarId}" in ${ctx.sidebarsFile ?? 'sidebars.ts'}. Known: ${Object.keys(ctx.sidebars).join(', ')}.`);
          break;
        }
        try {
          const items = resolveSidebar(ctx.sidebars, item.sidebarId, ctx.docs, ctx.draftIds, ctx.sidebarsFile);
          if (!firstSidebarLink(items)) {
            problems.push(`${field}: the docSidebar item points to sidebar "${item.sidebarId}", which has nothing to link to. Add a doc to that sidebar or remove the item.`);
          }
        } catch (error) {
          problems.push(`${field}.sidebarId: ${(error as Error).message}`);
        }
        break;
      }
      default:
        break;
    }
  };

  config.navbar.items.forEach((item, i) => checkItem(item, `navbar.items[${i}]`));
  const mainDocId = config.docs.mainDocId;
  if (mainDocId !== undefined && !ctx.docs.has(mainDocId) && !ctx.draftIds.has(mainDocId)) {
    const left = excludedDocNote(mainDocId, ctx.excluded);
    if (left) problems.push(`docs.mainDocId: no doc with id "${mainDocId}": ${left}. Narrow the pattern so that it spares the main doc, or set docs.mainDocId to a doc that is built.`);
    else problems.push(`docs.mainDocId: no doc with id "${mainDocId}".${unknownDocIdHint(mainDocId, ctx.docs)}`);
  }
  return problems;
}

export function assertValidSiteConfig(config: SiteConfig, ctx: ConfigContext): void {
  const problems = validateSiteConfig(config, ctx);
  if (problems.length > 0) throw new ConfigError(problems);
}
