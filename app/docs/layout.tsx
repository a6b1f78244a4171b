import type { ReactNode } from 'react';
import 'katex/dist/katex.min.css';
import { shellProps } from '@/lib/shell';
import { DocSidebar } from '@/components/docs/DocSidebar';

export default function DocsLayout({ children }: { children: ReactNode }) {
  const { docsSidebar, docsAliases } = shellProps();
  return (
    <div className="docs-layout">
      <div className="docs-layout__sidebar">
        <DocSidebar items={docsSidebar} aliases={docsAliases} />
      </div>
      <div className="docs-layout__main">{children}</div>
    </div>
  );
}
