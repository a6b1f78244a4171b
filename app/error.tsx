'use client';

import { ErrorFallback } from '@/components/shell/ErrorFallback';

/** Error boundary around every page: the shell stays, the page shows the fallback. */
export default function PageError({ error, reset }: { error: Error; reset: () => void }) {
  return <ErrorFallback error={error} tryAgain={reset} />;
}
