import { siteConfig } from '@/lib/site';
import { clientSearchConfig } from '@/lib/search/client-config';
import { sectionsOf } from '@/lib/search/sections';
import { SearchButton } from '@/components/search/SearchButton';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): the built-in search with two of the search options
 * a site can set, made as a build with them set makes them: two hits per group instead of five, and
 * no recent searches or favorites (`disableUserPersonalization`). Its sections are a site's without a
 * blog or music: the docs and the API reference.
 */
const config = clientSearchConfig(
  {
    ...siteConfig,
    search: { ...siteConfig.search, maxResultsPerGroup: 2, disableUserPersonalization: true },
  },
  undefined,
  sectionsOf(['/docs/About', '/api']),
);

export default function SearchSettingsPage() {
  return (
    <div className="container">
      <h1>Search with site options</h1>
      <div data-testid="search-settings">
        <SearchButton config={config} />
      </div>
    </div>
  );
}
