import type { ReactNode } from 'react';
import 'katex/dist/katex.min.css';
import '@/components/docs/docs-layout.css';

// No sidebar here: a layout cannot know its page, and what it holds every page would carry. Each docs
// page draws the sidebar it shows (components/docs/DocsColumns.tsx).
export default function DocsLayout({ children }: { children: ReactNode }) {
  return <div className="docs-layout">{children}</div>;
}
