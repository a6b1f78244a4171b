'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { OutcomeListener, SearchOutcome } from '@/lib/search/site-client';

/**
 * Helpers for what the site adds inside DocSearch's modal (typo corrections, section toggles):
 * DocSearch takes no content of ours in its screens, so ours goes into boxes placed in its markup.
 */

/**
 * A box of ours inside DocSearch's modal: inserted into the element `container` selects (the modal
 * itself or an element in it), after its child `after` selects (or first), and again whenever
 * DocSearch renders that screen anew.
 */
export function useInsertedBox(container: string, after: string | null, className: string): HTMLElement | null {
  const [box, setBox] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const modal = document.querySelector('.DocSearch-Modal');
    if (!modal) return undefined;
    let current: HTMLElement | null = null;
    const place = () => {
      const parent = modal.matches(container) ? modal : modal.querySelector(container);
      if (current && parent?.contains(current)) return;
      current?.remove();
      current = null;
      if (parent) {
        current = document.createElement('div');
        current.className = className;
        const anchor = after ? parent.querySelector(`:scope > ${after}`) : null;
        parent.insertBefore(current, anchor ? anchor.nextSibling : parent.firstChild);
      }
      setBox(current);
    };
    place();
    const observer = new MutationObserver(place);
    observer.observe(modal, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      current?.remove();
    };
  }, [container, after, className]);
  return box;
}

/** The query in DocSearch's input, as the visitor types it. */
export function useTypedQuery(): string {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    if (!input) return undefined;
    const onInput = () => setTyped(input.value);
    onInput();
    input.addEventListener('input', onInput);
    return () => input.removeEventListener('input', onInput);
  }, []);
  return typed;
}

/** Types a query into DocSearch's input as the visitor would, so DocSearch searches it. */
export function typeQuery(query: string) {
  const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.focus();
}

/**
 * Searches the typed query again (after the sections changed). React reports an input only when its
 * value changes, so a trailing space is added or taken away, which no search reads.
 */
export function searchAgain() {
  const value = document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value ?? '';
  if (value.trim()) typeQuery(value.endsWith(' ') ? value.trimEnd() : `${value} `);
}

export type Outcome = SearchOutcome & { query: string };

/**
 * The last search's outcome, kept outside React state: DocSearch builds its autocomplete anew
 * whenever the modal re-renders (its props are in the hook's dependencies), so a search result must
 * not re-render the modal; only the parts showing the outcome subscribe.
 */
export function createOutcomeStore() {
  let value: Outcome | null = null;
  const listeners = new Set<() => void>();
  const set: OutcomeListener = (outcome) => {
    value = outcome;
    for (const listener of listeners) listener();
  };
  return {
    set,
    get: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type OutcomeStore = ReturnType<typeof createOutcomeStore>;

/** The outcome of the query on screen, or null: an answer to an older keystroke says nothing. */
export function useCurrentOutcome(store: OutcomeStore): Outcome | null {
  const outcome = useSyncExternalStore(store.subscribe, store.get, () => null);
  const typed = useTypedQuery();
  return outcome && outcome.query === typed ? outcome : null;
}
