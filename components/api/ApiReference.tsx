'use client';

import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { ApiServer } from '@/lib/api/servers';
import type { InteractiveReferenceAssets } from '@/lib/api/interactive-bundle';
import { INTERACTIVE_PREFERENCE_KEY, initialReferenceView, isInteractiveHash, type ReferenceView } from '@/lib/api/interactive';
import { createStorageSlot } from '@/lib/client/storage';
import { InteractiveMount } from './InteractiveMount';
import './api.css';

const preference = createStorageSlot(INTERACTIVE_PREFERENCE_KEY);

/**
 * The server-rendered outline, with a button that swaps in Scalar's interactive reference ('Try
 * it', code samples). The outline stays on screen until Scalar has rendered.
 */
export function ApiReference({ servers, interactive: assets, children }: { servers: ApiServer[]; interactive: InteractiveReferenceAssets; children: ReactNode }) {
  const [view, setView] = useState<ReferenceView>('outline');
  const [ready, setReady] = useState(false);
  // Focus follows the visitor's own choice to what replaces the button they pressed (it is gone),
  // never an automatic opening.
  const focusAfter = useRef<ReferenceView | null>(null);
  const interactive = useRef<HTMLDivElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setView(initialReferenceView(window.location.hash, preference.get()));
  }, []);

  const choose = (next: ReferenceView) => {
    preference.set(next);
    focusAfter.current = next;
    if (next === 'outline') setReady(false);
    setView(next);
  };

  // Scalar writes the section in view into the hash. The plain reference has no such section, and a
  // reload with it would open Scalar again against the visitor's choice, so once the visitor chooses
  // the plain reference the hash is dropped, after Scalar is gone. Scalar 0.9 can still write it after
  // its instance is destroyed: an asynchronous step of its own outlives destroy() (seen in CI after the
  // hash had been cleared, twice). No upstream issue was found, and no canary can be written: the write
  // is a race that a test cannot bring about on demand. So until Scalar is opened again, its
  // replaceState writes of a section lose the section; the site's own in-page links use pushState.
  // Declared before the focus effect: focus on the open button means this has run.
  useEffect(() => {
    if (view !== 'outline' || focusAfter.current !== 'outline') return;
    const { hash, pathname, search } = window.location;
    if (isInteractiveHash(hash)) window.history.replaceState(window.history.state, '', pathname + search);
    const replaceState = window.history.replaceState;
    window.history.replaceState = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
      const next = url == null ? null : new URL(url, window.location.href);
      if (next && isInteractiveHash(next.hash)) next.hash = '';
      replaceState.call(this, data, unused, next ? next.href : url);
    };
    return () => {
      window.history.replaceState = replaceState;
    };
  }, [view]);

  // A link in the plain reference to one of Scalar's sections (each operation has one) opens Scalar
  // there, as loading /api with that hash does; the site's in-page link handling sets the hash.
  const followInteractiveLink = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a[href^="#"]');
    if (link instanceof HTMLAnchorElement && isInteractiveHash(link.hash)) {
      focusAfter.current = 'interactive';
      setView('interactive');
    }
  };

  const onReady = useCallback(() => setReady(true), []);
  useEffect(() => {
    // Once the new view is shown: a hidden element cannot take focus.
    if (focusAfter.current === 'interactive' && ready) interactive.current?.focus();
    else if (focusAfter.current === 'outline' && view === 'outline') openButton.current?.focus();
    else return;
    focusAfter.current = null;
  }, [view, ready]);

  const loading = view === 'interactive' && !ready;
  return (
    <>
      <div hidden={ready} onClick={followInteractiveLink}>
        <div className="container api-view-switch">
          <button ref={openButton} type="button" className="button button--primary" onClick={() => choose('interactive')} disabled={loading} aria-describedby="api-view-switch-note">
            {loading ? 'Loading the interactive reference…' : 'Open the interactive reference'}
          </button>
          <span id="api-view-switch-note" className="api-view-switch__note">
            Send requests with &lsquo;Try it&rsquo; and copy code samples. About 1 MB of scripts, loaded on request.
          </span>
        </div>
        {children}
      </div>
      {view === 'interactive' && (
        <div ref={interactive} className="api-scalar" hidden={!ready} tabIndex={-1} role="region" aria-label="Interactive API reference">
          <div className="container api-view-switch">
            <button type="button" className="button button--secondary" onClick={() => choose('outline')}>
              Show the plain reference
            </button>
          </div>
          {/* Scalar is several megabytes: it loads only here, only in the browser, and only when asked for. */}
          <InteractiveMount assets={assets} servers={servers} onReady={onReady} />
        </div>
      )}
    </>
  );
}
