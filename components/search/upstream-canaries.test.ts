import { createAutocomplete } from '@algolia/autocomplete-core';
import { DocSearchModal } from '@docsearch/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Canaries for the search modal's workarounds: each test shows the upstream defect still there, so
 * it fails on the day an upgrade fixes it, and the workaround can go.
 */

describe("DocSearch's modal markup (canary for docsearch-semantics.ts)", () => {
  // DocSearchModal reads a few browser globals while rendering; nothing else of a browser is needed.
  const hadWindow = 'window' in globalThis;
  (globalThis as Record<string, unknown>).window ??= {
    location: { hostname: 'localhost' },
    matchMedia: () => ({ matches: false }),
    getSelection: () => ({ toString: () => '' }),
  };
  afterAll(() => {
    if (!hadWindow) delete (globalThis as Record<string, unknown>).window;
  });
  const html = renderToStaticMarkup(createElement(DocSearchModal, { appId: 'APP', apiKey: 'KEY', indexName: 'site', initialScrollY: 0, onClose: () => undefined }));

  // https://github.com/algolia/docsearch/issues/1014 (open): the combobox pattern done wrong.
  it('still wraps the modal in a focusable role="button" that carries the combobox popup attributes', () => {
    expect(html).toMatch(/^<div role="button" aria-expanded="true" aria-haspopup="listbox"[^>]* class="DocSearch DocSearch-Container" tabindex="0">/);
  });
  it('still gives the modal no dialog role, and a <footer> (a second contentinfo landmark)', () => {
    expect(html).toContain('<div class="DocSearch-Modal">');
    expect(html).toContain('<footer class="DocSearch-Footer">');
  });
});

describe("autocomplete-core's status after a failed search (canary for the modal's error screen)", () => {
  // No upstream report found. DocSearch 3.9 bundles autocomplete-core 1.17.9, the version installed
  // beside it; its onInput ends every request with setStatus('idle') in a finally, after DocSearch's
  // catch has set 'error'.
  it("still ends on 'idle' after the source set 'error'", async () => {
    const statuses: string[] = [];
    const autocomplete = createAutocomplete<{ label: string }>({
      environment: { setTimeout, clearTimeout } as unknown as typeof window,
      onStateChange: ({ state }) => statuses.push(state.status),
      getSources: ({ setStatus }) => [
        {
          sourceId: 'hits',
          getItems: () => {
            setStatus('error');
            return Promise.reject(Object.assign(new Error('Unreachable hosts'), { name: 'RetryError' }));
          },
        },
      ],
    });
    autocomplete.setQuery('chord');
    await autocomplete.refresh().catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(statuses).toContain('error');
    expect(statuses.at(-1)).toBe('idle');
  });
});
