import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site';
import { docsSidebarOf, versionTagPages } from '@/lib/site/doc-page';
import { tagPageOf, tagPageTitle } from '@/lib/docs/tags';
import { pageMetadata } from '@/lib/site/metadata';
import { DocsTagPage } from '@/components/docs/DocsTagsPages';
import { DocsColumns } from '@/components/docs/DocsColumns';
import { EXPORT_PLACEHOLDER, exportParams, routeParam } from '@/lib/export-params';

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

const pages = () => versionTagPages();
const find = async (params: Props['params']) => {
  const { tag } = await params;
  return tagPageOf(pages(), routeParam(tag));
};

export function generateStaticParams() {
  return exportParams(
    pages().map((page) => ({ tag: page.slug })),
    { tag: EXPORT_PLACEHOLDER },
  );
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await find(params);
  return page ? pageMetadata({ title: tagPageTitle(page.docs.length, page.tag.label), description: page.tag.description ?? `Docs tagged ${page.tag.label}.`, path: page.tag.permalink }) : {};
}

export default async function DocsTag({ params }: Props) {
  const page = await find(params);
  if (!page) notFound();
  return (
    <DocsColumns sidebar={docsSidebarOf(page.tag.permalink)}>
      <DocsTagPage page={page} tagsUrl={`${siteConfig.docs.routeBasePath}/tags`} />
    </DocsColumns>
  );
}
