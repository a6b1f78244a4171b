'use client';

import dynamic from 'next/dynamic';
import { useRef, useState } from 'react';
import type { ApiServer } from '@/lib/api/servers';
import { fixScalarMarkup } from '@/components/api/scalar-a11y';

const Scalar = dynamic(() => import('@/components/api/ScalarReference'), { ssr: false });

/**
 * Scalar with its repairs off, and a button that reports which repairs would change something in
 * what Scalar has rendered so far (run on a copy, so the page itself stays unrepaired).
 */
export function UnrepairedScalar({ spec, servers }: { spec: string; servers: ApiServer[] }) {
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
        <Scalar spec={spec} servers={servers} onReady={() => undefined} repairMarkup={false} />
      </div>
    </>
  );
}
