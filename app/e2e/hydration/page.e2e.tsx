'use client';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): renders different text on the server and in the
 * browser, the classic hydration mismatch, so the e2e suite can check that it is logged with the route.
 */
export default function HydrationMismatchPage() {
  return (
    <div className="container">
      <h1>Hydration fixture</h1>
      <p>Rendered {typeof window === 'undefined' ? 'during the build' : 'in the browser'}.</p>
    </div>
  );
}
