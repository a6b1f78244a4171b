'use client';

import { useEffect } from 'react';
import { isModuleLoadError } from '@/lib/client/route-loading';
import './error-fallback.css';

/** The error's message followed by each cause in its chain. */
export function errorChain(error: unknown): string[] {
  const messages: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 10; depth++) {
    messages.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return messages;
}

/**
 * A piece of the page's code could not be downloaded (spec §8, page module load failure): the error
 * text and Retry. Retry loads the page afresh, because the bundler remembers the failed download for
 * the rest of this document's life.
 */
function LoadErrorBox({ error }: { error: Error }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="error-fallback container" role="alert">
      <p className="error-fallback__message">{error.message}</p>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        Retry
      </button>
    </div>
  );
}

/**
 * What a visitor sees when a page throws (spec §2): never a blank page. The shell around it stays,
 * so the visitor can still navigate away.
 */
export function ErrorFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  return isModuleLoadError(error) ? <LoadErrorBox error={error} /> : <CrashFallback error={error} tryAgain={tryAgain} />;
}

function CrashFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
  useEffect(() => {
    const previous = document.title;
    document.title = 'Page Error';
    console.error(error);
    return () => {
      document.title = previous;
    };
  }, [error]);
  const [message, ...causes] = errorChain(error);
  return (
    <div className="error-fallback container" role="alert">
      <h1>This page crashed.</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        Try again
      </button>
      <p className="error-fallback__message">{message}</p>
      {causes.map((cause, index) => (
        <p key={index} className="error-fallback__cause">
          Cause: {cause}
        </p>
      ))}
    </div>
  );
}
