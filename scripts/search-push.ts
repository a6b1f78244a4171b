/**
 * Uploads the search records of the last build to the hosted index, for sites that outgrow the
 * built-in one. Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME and ALGOLIA_ADMIN_API_KEY (a write key: it
 * stays on this machine and is never part of the built site). Run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { algoliasearch } from 'algoliasearch';
import { RECORDS_FILE } from './lib/search-index';
import { SECTION_ATTRIBUTE, sectionOf } from '../lib/search/sections';

const { ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName } = process.env;
const missing = Object.entries({ ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName })
  .filter(([, v]) => !v)
  .map(([k]) => k);
if (missing.length > 0) {
  console.error(`search:push needs ${missing.join(', ')}. See the README, "Configuration".`);
  process.exit(1);
}
if (!existsSync(RECORDS_FILE)) {
  console.error(`No ${RECORDS_FILE}: run "npm run build" first.`);
  process.exit(1);
}
// Each record carries its page's section, the facet of the section toggles.
const records = (JSON.parse(readFileSync(RECORDS_FILE, 'utf8')) as Array<Record<string, unknown> & { url_without_anchor: string }>).map((record) => ({
  ...record,
  [SECTION_ATTRIBUTE]: sectionOf(record.url_without_anchor),
}));
const client = algoliasearch(appId!, adminKey!);
await client.setSettings({
  indexName: indexName!,
  indexSettings: {
    // DocSearch's own settings: hierarchy before content, distinct pages, facets for context.
    searchableAttributes: [
      'unordered(hierarchy.lvl0)',
      'unordered(hierarchy.lvl1)',
      'unordered(hierarchy.lvl2)',
      'unordered(hierarchy.lvl3)',
      'unordered(hierarchy.lvl4)',
      'unordered(hierarchy.lvl5)',
      'unordered(hierarchy.lvl6)',
      'content',
    ],
    attributesForFaceting: ['type', 'language', 'docusaurus_tag', SECTION_ATTRIBUTE],
    attributesToSnippet: ['content:10'],
    customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
    distinct: true,
    attributeForDistinct: 'url_without_anchor',
  },
});
const result = await client.replaceAllObjects({ indexName: indexName!, objects: records });
console.log(`Uploaded ${records.length} records to ${indexName} (${result.batchResponses.length} batches).`);
