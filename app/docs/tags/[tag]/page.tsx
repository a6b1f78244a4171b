import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteConfig } from '@/lib/site';
import { taggedDocs } from '@/lib/docs/doc-page';
import { tagPages, tagPageTitle } from '@/lib/docs/tags';
import { pageMetadata } from '@/lib/metadata';
import { DocsTagPage } from '@/components/docs/DocsTagsPages';

type Props = { params: Promise<{ tag: string }> };

export const dynamicParams = false;

const pages = () => tagPages(taggedDocs(), siteConfig.docs.routeBasePath);
const find = async (params: Props['params']) => {
  const { tag } = await params;
  return pages().find((page) => page.slug === decodeURIComponent(tag));
};

export function generateStaticParams() {
  // Next needs one param for an export without tagged docs too; that page is a 404.
  const all = pages().map((page) => ({ tag: page.slug }));
  return all.length > 0 ? all : [{ tag: '_' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await find(params);
  return page ? pageMetadata({ title: tagPageTitle(page.docs.length, page.tag.label), description: page.tag.description ?? `Docs tagged ${page.tag.label}.`, path: page.tag.permalink }) : {};
}

export default async function DocsTag({ params }: Props) {
  const page = await find(params);
  if (!page) notFound();
  return <DocsTagPage page={page} tagsUrl={`${siteConfig.docs.routeBasePath}/tags`} />;
}
