'use client';

import { useRef, useState } from 'react';
import type { ApiServer } from '@/lib/api/servers';
import type { InteractiveReferenceAssets } from '@/lib/api/interactive-bundle';
import { fixScalarMarkup } from '@/components/api/scalar-a11y';
import { InteractiveMount } from '@/components/api/InteractiveMount';

// Stable, so that a render of this page does not mount Scalar again.
const ignoreReady = () => undefined;

/**
 * Scalar with its repairs off, and a button that reports which repairs would change something in
 * what Scalar has rendered so far (run on a copy, so the page itself stays unrepaired).
 */
export function UnrepairedScalar({ servers, assets }: { servers: ApiServer[]; assets: InteractiveReferenceAssets }) {
  const root = useRef<HTMLDivElement>(null);
  const [report, setReport] = useState({ pass: 0, needed: [] as string[] });
  const count = () => {
    if (!root.current) return;
    const copy = root.current.cloneNode(true) as HTMLDivElement;
    const needed = Object.entries(fixScalarMarkup(copy))
      .filter(([, changed]) => changed > 0)
      .map(([selector]) => selector);
    setReport((previous) => ({ pass: previous.pass + 1, needed }));
  };
  return (
    <>
      <button type="button" onClick={count}>
        List the repairs still needed
      </button>
      <output aria-label="Repairs still needed">{report.pass > 0 && `Pass ${report.pass}: ${JSON.stringify(report.needed)}`}</output>
      <div ref={root} className="api-scalar" role="region" aria-label="Unrepaired API reference">
        <InteractiveMount assets={assets} servers={servers} onReady={ignoreReady} repairMarkup={false} />
      </div>
    </>
  );
}
