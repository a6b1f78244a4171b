'use client';

import type { Section } from '@/lib/search/sections';
import './section-toggles.css';

/**
 * Toggle buttons that narrow search to sections (lib/search/sections.ts), each with the number of
 * pages of that section the query finds. None pressed searches everything. Shared by the modal and
 * /search; the choice lasts for the visit (use-search-sections.ts).
 */
export function SectionToggles({
  sections,
  chosen,
  counts,
  onToggle,
}: {
  sections: readonly Section[];
  chosen: readonly Section[];
  counts: Partial<Record<Section, number>> | null;
  onToggle: (section: Section) => void;
}) {
  // One section leaves nothing to narrow.
  if (sections.length < 2) return null;
  return (
    <div role="group" aria-label="Search in" className="site-search-sections">
      {sections.map((section) => (
        <button key={section} type="button" aria-pressed={chosen.includes(section)} onClick={() => onToggle(section)}>
          {section}
          {counts && <span className="site-search-sections__count"> {counts[section] ?? 0}</span>}
        </button>
      ))}
    </div>
  );
}
