'use client';

import { AppProgressProvider } from '@bprogress/next';
import type { ReactNode } from 'react';

/**
 * The top progress bar (spec §2): only for a path change that takes longer than 200 ms, no spinner,
 * nothing for a change of the search string alone.
 */
export function RouteProgress({ children }: { children: ReactNode }) {
  return (
    <AppProgressProvider height="3px" color="#1d4ed8" delay={200} options={{ showSpinner: false }} shallowRouting>
      {children}
    </AppProgressProvider>
  );
}
