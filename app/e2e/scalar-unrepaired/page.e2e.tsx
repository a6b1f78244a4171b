import { siteConfig } from '@/lib/site';
import { interactiveReferenceAssets } from '@/lib/api/interactive-bundle';
import { UnrepairedScalar } from './UnrepairedScalar';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): Scalar as /api renders it, without the markup repairs
 * of components/api/scalar-a11y.ts, so the canary tests can check that each repair still has
 * something to repair.
 */
export default function UnrepairedScalarPage() {
  return (
    <div className="container">
      <h1>Scalar without repairs</h1>
      <UnrepairedScalar servers={siteConfig.api.servers} assets={interactiveReferenceAssets(siteConfig.baseUrl)} />
    </div>
  );
}
