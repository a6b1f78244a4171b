'use client';

import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { ApiServer } from '@/lib/api/servers';

// Scalar is several megabytes: it loads only here, only in the browser, after the page has painted.
const Scalar = dynamic(() => import('./ScalarReference'), { ssr: false });

/** Shows the server-rendered outline until Scalar has rendered the interactive reference. */
export function ApiReference({ spec, servers, children }: { spec: string; servers: ApiServer[]; children: ReactNode }) {
  const [load, setLoad] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const start = () => setLoad(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 300);
    return () => clearTimeout(timer);
  }, []);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <>
      <div hidden={ready}>{children}</div>
      {load && (
        <div className="api-scalar" hidden={!ready}>
          <Scalar spec={spec} servers={servers} onReady={onReady} />
        </div>
      )}
    </>
  );
}
