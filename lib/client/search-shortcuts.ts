'use client';

import { useEffect } from 'react';

/** True while the visitor is typing in a field, where '/' must stay a character. */
export function isEditingContent(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || !element.tagName) return false;
  const tag = element.tagName;
  return element.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/**
 * Opens search on Ctrl/Cmd+K, and on '/' when focus is not in a text field; closes it on Escape
 * or Ctrl/Cmd+K again. Ctrl/Cmd+F stays the browser's find.
 */
export function useSearchShortcuts({ isOpen, onOpen, onClose }: { isOpen: boolean; onOpen: () => void; onClose: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const modK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditingContent(event.target);
      const escape = event.key === 'Escape' && isOpen;
      if (!modK && !slash && !escape) return;
      event.preventDefault();
      if (isOpen) onClose();
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose]);
}
