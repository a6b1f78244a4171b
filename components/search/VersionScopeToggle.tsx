'use client';

import { useEffect, useState } from 'react';
import type { ClientSearchConfig } from '@/lib/search/client-config';
import { searchVersion, useSearchAllVersions } from './use-search-version';

/**
 * On a site with several docs versions: which version's docs the search shows, and a toggle to
 * search every version (Docusaurus's contextual search narrows to the version being read).
 */
export function VersionScopeToggle({ config, onChange }: { config: ClientSearchConfig; onChange: () => void }) {
  const [all, toggle] = useSearchAllVersions();
  // The version depends on the page and the stored preference: known only in the browser.
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => setLabel(searchVersion(config)?.label ?? null), [config]);
  if (!config.versions || label === null) return null;
  return (
    <div role="group" aria-label="Docs versions" className="site-search-sections">
      <span>{all ? 'Docs of every version' : `Docs of version ${label}`}</span>
      <button
        type="button"
        aria-pressed={all}
        onClick={() => {
          toggle();
          onChange();
        }}
      >
        All versions
      </button>
    </div>
  );
}
