'use client';

import './tokens.css';
import './globals.css';
import { ErrorFallback } from '@/components/shell/ErrorFallback';

/** Last resort when the root layout itself throws: the same fallback, in a bare document. */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en" dir="ltr" data-theme="light">
      <body>
        <main id="main-content">
          <ErrorFallback error={error} tryAgain={reset} />
        </main>
      </body>
    </html>
  );
}
