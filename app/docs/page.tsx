import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { docById, siteConfig } from '@/lib/site';
import { docPageData } from '@/lib/docs/doc-page';
import { docMetadata } from '@/lib/metadata';
import { DocPage } from '@/components/docs/DocPage';

/** /docs shows the main doc (About); its canonical URL stays the doc's own. */
const mainDoc = () => docById(siteConfig.docs.mainDocId);

export function generateMetadata(): Metadata {
  const doc = mainDoc();
  return doc ? docMetadata(doc) : {};
}

export default function DocsIndex() {
  const doc = mainDoc();
  if (!doc) notFound();
  return <DocPage data={docPageData(doc)} />;
}
