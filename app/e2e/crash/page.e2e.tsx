'use client';

import { useState } from 'react';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): throws on demand so the e2e suite can check the error
 * fallback and 'Try again'. The throw waits for a click so the static render succeeds.
 */
export default function CrashPage() {
  const [crash, setCrash] = useState(false);
  if (crash && !(globalThis as { __e2eHealed?: boolean }).__e2eHealed) {
    throw new Error('Rendering the crash fixture failed.', { cause: new Error('The fixture was asked to crash.') });
  }
  return (
    <div className="container">
      <h1>Crash fixture</h1>
      <button type="button" onClick={() => setCrash(true)}>
        Crash this page
      </button>
    </div>
  );
}
