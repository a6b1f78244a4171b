/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): shows the route param exactly as
 * Next hands it to the page, for the canary of routeParam (lib/export-params.ts) in
 * scripts/next-build-output.build-test.ts.
 */
export const dynamicParams = false;

/** A value with a non-ASCII letter, as an author key of a moved Docusaurus blog has one (`nicolò`). */
const CANARY_PARAM = 'nicolò';

export function generateStaticParams() {
  return [{ value: CANARY_PARAM }];
}

export default async function RouteParamsPage({ params }: { params: Promise<{ value: string }> }) {
  const { value } = await params;
  return (
    <div className="container">
      <h1>Route params</h1>
      <p>
        The page was given <code data-raw-param={value}>{value}</code>.
      </p>
    </div>
  );
}
