import { siteConfig } from '@/lib/site';
import { clientSearchConfig } from '@/lib/search/client-config';
import { HostedSearchFixture } from './HostedSearchFixture';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): the search button and modal in hosted mode, with the
 * configuration made exactly as a hosted build makes it (site settings with `search.algolia` set →
 * clientSearchConfig → SearchButton → SearchModal → hosted client). Only the hosts differ: the e2e
 * suite starts its stand-ins for Algolia on loopback ports chosen at run time and passes them as
 * `?hosts=127.0.0.1:port,127.0.0.1:port`, in the order the client should try them. With
 * `&insights=127.0.0.1:port` the page uses the configuration of a build with `search.insights` on and
 * that Insights host; `&insightsHost=127.0.0.1:port` alone gives the host with insights off.
 */
const algolia = { appId: 'E2EHOSTED', apiKey: 'e2e-search-only-key', indexName: 'e2e_hosted' };
const hosted = clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, algolia, insights: false } });
const withInsights = clientSearchConfig({ ...siteConfig, search: { ...siteConfig.search, algolia, insights: true } });

export default function HostedSearchPage() {
  return (
    <div className="container">
      <h1>Hosted search fixture</h1>
      <HostedSearchFixture config={hosted} insightsConfig={withInsights} />
    </div>
  );
}
