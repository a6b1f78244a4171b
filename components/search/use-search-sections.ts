'use client';

import { useCallback, useState } from 'react';
import { createStorageSlot } from '@/lib/client/storage';
import { parseSections, toggleSection, type Section } from '@/lib/search/sections';

/** The visitor's chosen sections, shared by the modal and /search for the visit (the tab's session). */
const slot = createStorageSlot('site-search-sections', { persistence: 'sessionStorage' });

/** The chosen sections as stored: what the modal's searches read. */
export const storedSections = (): Section[] => parseSections(slot.get());

export function useSearchSections(): [Section[], (section: Section) => void] {
  const [chosen, setChosen] = useState<Section[]>(storedSections);
  const toggle = useCallback((section: Section) => {
    const next = toggleSection(storedSections(), section);
    slot.set(JSON.stringify(next));
    setChosen(next);
  }, []);
  return [chosen, toggle];
}
