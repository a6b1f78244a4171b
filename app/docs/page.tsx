import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { lastVersion, versionMainDoc } from '@/lib/site';
import { docPageData, docsSidebarOf } from '@/lib/site/doc-page';
import { docMetadata } from '@/lib/site/metadata';
import { DocPage } from '@/components/docs/DocPage';
import { DocsColumns } from '@/components/docs/DocsColumns';

/**
 * /docs shows the docs folder's own index (`index.md`, `README.md`) when there is one, else the
 * main doc (About), whose canonical URL stays the doc's own.
 */
const mainDoc = () => versionMainDoc(lastVersion);

export function generateMetadata(): Metadata {
  const doc = mainDoc();
  return doc ? docMetadata(doc) : {};
}

export default function DocsIndex() {
  const doc = mainDoc();
  if (!doc) notFound();
  return (
    <DocsColumns sidebar={docsSidebarOf(doc.url)}>
      <DocPage data={docPageData(doc)} />
    </DocsColumns>
  );
}
