'use client';

import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchShortcuts } from '@/lib/client/search-shortcuts';
import { useShortcutModifier } from '@/lib/client/platform';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { useTrackedPush } from '@/components/shell/use-tracked-push';
import './search-button.css';

// The modal, DocSearch and its styles load on first use (or when the pointer nears the button).
const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

export function SearchButton({ config }: { config: ClientSearchConfig }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Owned here, not by the modal: the modal closes as the chosen hit starts loading.
  const navigate = useTrackedPush();
  const onOpen = useCallback(() => setOpen(true), []);
  const onClose = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useSearchShortcuts({ isOpen: open, onOpen, onClose });
  const modifier = useShortcutModifier();
  return (
    <>
      <button ref={buttonRef} type="button" className="search-button" aria-keyshortcuts="Control+K Meta+K /" onClick={onOpen} onPointerEnter={() => void loadModal()} onFocus={() => void loadModal()}>
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" stroke="currentColor" fill="none" strokeWidth="1.8" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        {/* The name comes from the visible text ("Search Ctrl K"), so it contains what a speech
            user reads on the button (WCAG 2.5.3). The keys are known only in the browser: their
            box keeps its width while empty, so filling it after hydration moves nothing. */}
        <span className="search-button__label">Search</span>{' '}
        <span className="search-button__keys">
          {modifier && (
            <>
              <kbd>{modifier}</kbd> <kbd>K</kbd>
            </>
          )}
        </span>
      </button>
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <SearchModal config={config} onClose={onClose} navigate={navigate} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
