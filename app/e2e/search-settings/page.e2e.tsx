import { siteConfig } from '@/lib/site';
import { clientSearchConfig } from '@/lib/search/client-config';
import { SearchButton } from '@/components/search/SearchButton';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): the built-in search with two of the search options
 * a site can set, made as a build with them set makes them: two hits per group instead of five, and
 * no recent searches or favorites (`disableUserPersonalization`).
 */
const config = clientSearchConfig({
  ...siteConfig,
  search: { ...siteConfig.search, maxResultsPerGroup: 2, disableUserPersonalization: true },
});

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
