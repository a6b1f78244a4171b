import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site';
import { taggedDocs } from '@/lib/docs/doc-page';
import { tagPages } from '@/lib/docs/tags';
import { pageMetadata } from '@/lib/metadata';
import { DocsTagsIndex } from '@/components/docs/DocsTagsPages';

export const metadata: Metadata = pageMetadata({ title: 'Tags', description: 'Docs by topic.', path: `${siteConfig.docs.routeBasePath}/tags` });

export default function DocsTags() {
  return <DocsTagsIndex pages={tagPages(taggedDocs(), siteConfig.docs.routeBasePath)} />;
}
