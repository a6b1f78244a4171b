import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site';
import { docsSidebarOf, versionTagPages } from '@/lib/site/doc-page';
import { pageMetadata } from '@/lib/site/metadata';
import { DocsTagsIndex } from '@/components/docs/DocsTagsPages';
import { DocsColumns } from '@/components/docs/DocsColumns';

export const metadata: Metadata = pageMetadata({ title: 'Tags', description: 'Docs by topic.', path: `${siteConfig.docs.routeBasePath}/tags` });

export default function DocsTags() {
  const pages = versionTagPages();
  // No tags, no tags page (postbuild removes not-found renders, so this route answers 404).
  if (pages.length === 0) notFound();
  return (
    <DocsColumns sidebar={docsSidebarOf(`${siteConfig.docs.routeBasePath}/tags`)}>
      <DocsTagsIndex pages={pages} />
    </DocsColumns>
  );
}
