'use client';

import { createPortal } from 'react-dom';
import type { Section } from '@/lib/search/sections';
import { SECTION_ATTRIBUTE } from '@/lib/search/sections';
import { searchAgain, useCurrentOutcome, useInsertedBox, type OutcomeStore } from './docsearch-dom';
import { SectionToggles } from './SectionToggles';
import { useSearchSections } from './use-search-sections';
import { VersionScopeToggle } from './VersionScopeToggle';
import type { ClientSearchConfig } from '@/lib/search/client-config';

/** The section toggles (and, with several docs versions, the version scope) under the modal's search field; a change searches the query again. */
export function ModalSections({ store, config }: { store: OutcomeStore; config: ClientSearchConfig }) {
  const [chosen, toggle] = useSearchSections();
  const current = useCurrentOutcome(store);
  const box = useInsertedBox('.DocSearch-Modal', '.DocSearch-SearchBar', 'site-search-sections-box');
  if (!box) return null;
  const counts = (current?.facets?.[SECTION_ATTRIBUTE] ?? null) as Partial<Record<Section, number>> | null;
  const onToggle = (section: Section) => {
    toggle(section);
    searchAgain();
  };
  return createPortal(
    <>
      <SectionToggles sections={config.sections} chosen={chosen} counts={counts} onToggle={onToggle} />
      <VersionScopeToggle config={config} onChange={searchAgain} />
    </>,
    box,
  );
}
