'use client';

import { useEffect } from 'react';

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
 * What a visitor sees when a page throws (spec §2): never a blank page. The shell around it stays,
 * so the visitor can still navigate away.
 */
export function ErrorFallback({ error, tryAgain }: { error: Error; tryAgain: () => void }) {
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
