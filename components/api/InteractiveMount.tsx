'use client';

import { useEffect, useRef, useState } from 'react';
import type { InteractiveReferenceAssets } from '@/lib/api/interactive-bundle';
// Its type only: the module itself is the bundle, loaded from its URL.
import type { mount } from './scalar-mount';

/** Adds the bundle's stylesheet once, and resolves when it has loaded, so that Scalar never shows unstyled. */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`);
  if (existing?.sheet) return Promise.resolve();
  // One that failed (or is still on its way, its events perhaps missed) is asked for again.
  existing?.remove();
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // Named as a chunk that failed, so the route's error boundary offers Retry (lib/client/route-loading.ts).
    link.addEventListener('error', () => reject(Object.assign(new Error(`Failed to load the interactive reference's styles (${href})`), { name: 'ChunkLoadError' })), { once: true });
  });
  document.head.append(link);
  return loaded;
}

/** The OpenAPI description's text. A failure is named as a chunk's, for the same Retry. */
async function loadDescription(url: string): Promise<string> {
  const failed = (why: string) => Object.assign(new Error(`Failed to load the API description (${url}): ${why}`), { name: 'ChunkLoadError' });
  const response = await fetch(url).catch((reason: unknown) => {
    throw failed(String(reason));
  });
  if (!response.ok) throw failed(`HTTP ${response.status}`);
  return response.text();
}

/**
 * Scalar's interactive reference, from its own bundle (lib/api/interactive-bundle.ts), loaded when
 * this mounts. A bundle that fails to load (offline, or removed by a deploy) is thrown to the route's
 * error boundary, as a chunk of the page's own would be.
 */
export function InteractiveMount({ assets, servers, onReady, repairMarkup }: { assets: InteractiveReferenceAssets } & Omit<Parameters<typeof mount>[1], 'spec'>) {
  const element = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    let unmount: (() => void) | null = null;
    let cancelled = false;
    Promise.all([
      loadStylesheet(assets.stylesheet),
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ assets.script) as Promise<{ mount: typeof mount }>,
      loadDescription(assets.description),
    ])
      .then(([, bundle, spec]) => (!cancelled && element.current ? bundle.mount(element.current, { spec, servers, onReady, repairMarkup }) : null))
      .then((done) => {
        if (cancelled) done?.();
        else unmount = done;
      })
      .catch((reason: unknown) => {
        if (!cancelled) setError(reason instanceof Error ? reason : new Error(String(reason)));
      });
    return () => {
      cancelled = true;
      // React may not unmount one root while it renders another: the page's commit is under way.
      if (unmount) queueMicrotask(unmount);
    };
  }, [assets, servers, onReady, repairMarkup]);
  if (error) throw error;
  return <div ref={element} />;
}
