import type { DocsConfig, DocsVersionConfig, SearchConfig, SiteConfig } from '../config/types';
import { DEFAULT_INSIGHTS_HOST } from './hosts';
import { SECTIONS, type Section } from './sections';

/** What the browser needs to know of the search settings (no secrets: the search key is public). */
export interface ClientSearchConfig {
  hosted: boolean;
  appId: string;
  apiKey: string;
  indexName: string;
  hosts?: string[];
  searchPagePath: string | false;
  facetFilters: Array<string | string[]>;
  maxResultsPerGroup: number;
  disableUserPersonalization?: boolean;
  /** Click and view events go to Algolia Insights: true only in hosted mode with search.insights on. */
  insights?: boolean;
  /** Insights API host ("host:port"), always set while insights is on (Algolia's own unless configured). */
  insightsHost?: string;
  externalUrlRegex?: string;
  replaceSearchResultPathname?: { from: string; to: string };
  missingResultsUrl?: string;
  baseUrl: string;
  translations?: Record<string, unknown>;
  /** The docs versions, on a site with more than one: search narrows to one of them (version-scope.ts). */
  versions?: DocsVersionConfig[];
  versionPersistence?: DocsConfig['versionPersistence'];
  /** The sections the site has pages in: the section toggles offer these (sections.ts). */
  sections: readonly Section[];
}

/**
 * Where click and view events go, or null when none are sent: only hosted search with search.insights
 * on sends them, since the built-in index has no queryIDs and no Insights API. The modal and the CSP
 * both ask here.
 */
export function insightsHostOf(search: Pick<SearchConfig, 'algolia' | 'insights'>): string | null {
  return search.algolia && search.insights ? (search.algolia.insightsHost ?? DEFAULT_INSIGHTS_HOST) : null;
}

/** DocSearch's own default for maxResultsPerGroup. */
export const DEFAULT_MAX_RESULTS_PER_GROUP = 5;

/** The built-in engine needs no account; DocSearch still wants non-empty ids to build its client. */
export const LOCAL_INDEX = { appId: 'local', apiKey: 'local', indexName: 'local' };

/**
 * docusaurus_tag values of a docs record: its version's (the current one unless named), as DocSearch
 * tags Docusaurus docs. A site with one version also tags them `default`, so that the contextual
 * filter matches every record and the engine skips it; with several, a doc carries only its version's
 * tag, so a version's filter keeps only its docs and the pages outside the docs.
 */
export function docsRecordTags(_config: SiteConfig, version = 'current', versionCount = 1): string[] {
  return versionCount > 1 ? [`docs-default-${version}`] : ['default', `docs-default-${version}`];
}

/**
 * Facet filters of the current context (spec §3): the language and, with contextual search, the
 * docs version tags, combined with the configured searchParameters.facetFilters.
 */
export function contextualFacetFilters(config: SiteConfig, lastVersion = 'current'): Array<string | string[]> {
  const configured = (config.search.searchParameters.facetFilters ?? []) as Array<string | string[]>;
  if (!config.search.contextualSearch) return configured;
  return [`language:${config.i18n.defaultLocale}`, ['default', `docs-default-${lastVersion}`].map((tag) => `docusaurus_tag:${tag}`), ...configured];
}

/** The docs versions as search needs them: the list (none with a single version) and the last one. */
export interface SearchVersions {
  versions: DocsVersionConfig[];
  last: string;
}

export function clientSearchConfig(config: SiteConfig, docsVersions?: SearchVersions, sections: readonly Section[] = SECTIONS): ClientSearchConfig {
  const algolia = config.search.algolia;
  const insightsHost = insightsHostOf(config.search);
  return {
    hosted: Boolean(algolia),
    ...(algolia ?? LOCAL_INDEX),
    insights: insightsHost !== null,
    ...(insightsHost ? { insightsHost } : {}),
    searchPagePath: config.search.searchPagePath,
    facetFilters: contextualFacetFilters(config, docsVersions?.last),
    ...(docsVersions && docsVersions.versions.length > 1 ? { versions: docsVersions.versions, versionPersistence: config.docs.versionPersistence } : {}),
    maxResultsPerGroup: config.search.maxResultsPerGroup ?? DEFAULT_MAX_RESULTS_PER_GROUP,
    disableUserPersonalization: config.search.disableUserPersonalization ?? false,
    externalUrlRegex: config.search.externalUrlRegex,
    replaceSearchResultPathname: config.search.replaceSearchResultPathname,
    missingResultsUrl: config.search.missingResultsUrl,
    baseUrl: config.baseUrl,
    translations: config.search.translations,
    sections,
  };
}
