/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): tabs as ARIA marks them up, the second panel hidden
 * as a tabs widget hides the panels not chosen, so the print test can see every panel on paper.
 */
export default function PrintTabsPage() {
  return (
    <div className="container">
      <h1>Print tabs fixture</h1>
      <div role="tablist" aria-label="Package managers">
        <button type="button" role="tab" id="tab-npm" aria-selected="true" aria-controls="panel-npm">
          npm
        </button>
        <button type="button" role="tab" id="tab-yarn" aria-selected="false" aria-controls="panel-yarn" tabIndex={-1}>
          Yarn
        </button>
      </div>
      <div role="tabpanel" id="panel-npm" aria-labelledby="tab-npm">
        <p>Chosen panel: install with npm.</p>
      </div>
      <div role="tabpanel" id="panel-yarn" aria-labelledby="tab-yarn" hidden>
        <p>Hidden panel: install with Yarn.</p>
      </div>
    </div>
  );
}
