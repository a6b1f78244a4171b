import type { ReactNode } from 'react';
import type { PageSidebar } from '@/lib/docs/page-sidebar';
import { DocSidebar } from './DocSidebar';
import './docs-layout.css';

/** A docs page's columns: the sidebar it shows, if any, then the page. */
export function DocsColumns({ sidebar, children }: { sidebar: PageSidebar | null; children: ReactNode }) {
  return (
    <>
      {sidebar && <DocSidebar sidebar={sidebar} />}
      <div className="docs-layout__main">{children}</div>
    </>
  );
}
