import type { ReactNode } from 'react';
import 'katex/dist/katex.min.css';
import '@/components/docs/docs-layout.css';
import { shellProps } from '@/lib/shell';
import { allSidebars } from '@/lib/site';
import { DocSidebar } from '@/components/docs/DocSidebar';
import { DocsSidebarsProvider } from '@/components/docs/DocsSidebarsContext';

export default function DocsLayout({ children }: { children: ReactNode }) {
  const { docsAliases } = shellProps();
  return (
    <DocsSidebarsProvider sidebars={allSidebars}>
      <div className="docs-layout">
        <DocSidebar aliases={docsAliases} />
        <div className="docs-layout__main">{children}</div>
      </div>
    </DocsSidebarsProvider>
  );
}
