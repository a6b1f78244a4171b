'use client';

import type { ReactNode } from 'react';
import type { MenuItem } from '@/lib/docs/sidebar';
import { requestSidebarFile, useSidebarFile } from '@/lib/client/sidebar-files';

/**
 * The items of a category the author folded: not in the page, fetched from their shared file when the
 * category is first opened. Until they arrive the list says so, and it says so if they cannot come.
 */
export function FoldedItems({ src, open, children }: { src: string; open: boolean; children: (items: MenuItem[]) => ReactNode }) {
  const state = useSidebarFile(src, open);
  if (state?.status === 'loaded') return children(state.items);
  const failed = state?.status === 'failed';
  return (
    <ul className="menu__list" aria-busy={open && !failed}>
      {open && (
        <li className="menu__list-item menu__status" role={failed ? 'alert' : 'status'}>
          {failed ? (
            <>
              These pages could not be loaded.{' '}
              <button type="button" className="menu__retry" onClick={() => requestSidebarFile(src)}>
                Try again
              </button>
            </>
          ) : (
            'Loading…'
          )}
        </li>
      )}
    </ul>
  );
}
