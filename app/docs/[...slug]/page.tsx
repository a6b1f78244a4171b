import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { docByUrl, docs, docsVersions, generatedIndexes, siteConfig, versionMainDoc } from '@/lib/site';
import { docPageData, docsSidebarOf, versionTagsPage, versionTagsUrls } from '@/lib/site/doc-page';
import { tagPageTitle } from '@/lib/docs/tags';
import { docMetadata, pageMetadata } from '@/lib/site/metadata';
import { DocPage } from '@/components/docs/DocPage';
import { GeneratedIndexPage } from '@/components/docs/GeneratedIndexPage';
import { DocsTagPage, DocsTagsIndex } from '@/components/docs/DocsTagsPages';
import { DocsColumns } from '@/components/docs/DocsColumns';
import { EXPORT_PLACEHOLDER, exportParams, routeParam } from '@/lib/export-params';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

const base = () => siteConfig.docs.routeBasePath;
const urlOf = (slug: string[]) => `${base()}/${slug.map(routeParam).join('/')}`;
const segments = (url: string) => url.slice(base().length + 1).split('/');

// A version's path with no doc of its own shows that version's main doc, as /docs does for the last.
const versionRoot = (url: string) => {
  const version = docsVersions.find((v) => !v.isLast && v.path === url);
  return version && !docByUrl(url) ? versionMainDoc(version) : undefined;
};

// A doc's URL is its slug when it has one; the file path then builds no page.
export function generateStaticParams() {
  const roots = docsVersions.filter((v) => versionRoot(v.path)).map((v) => v.path);
  const params = [...docs.map((doc) => doc.url), ...generatedIndexes.map((category) => category.href!), ...roots, ...versionTagsUrls()]
    .filter((url) => url.startsWith(`${base()}/`))
    .map((url) => ({ slug: segments(url) }));
  return exportParams(params, { slug: [EXPORT_PLACEHOLDER] });
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const url = urlOf((await params).slug);
  const doc = docByUrl(url) ?? versionRoot(url);
  if (doc) return docMetadata(doc);
  // Another version's tag pages, under its own path; a noIndex version's are noindex too.
  const tags = versionTagsPage(url);
  if (tags) {
    const { page, version } = tags;
    const title = page ? tagPageTitle(page.docs.length, page.tag.label) : 'Tags';
    return pageMetadata({ title, description: page ? (page.tag.description ?? `Docs tagged ${page.tag.label}.`) : 'Docs by topic.', path: url, noindex: version.noIndex });
  }
  const index = generatedIndexes.find((category) => category.href === url);
  return index ? pageMetadata({ title: index.generatedIndex!.title, description: index.generatedIndex!.description ?? '', path: url }) : {};
}

export default async function Page({ params }: Props) {
  const url = urlOf((await params).slug);
  const doc = docByUrl(url) ?? versionRoot(url);
  const index = doc ? undefined : generatedIndexes.find((category) => category.href === url);
  const tags = doc || index ? undefined : versionTagsPage(url);
  if (!doc && !index && !tags) notFound();
  return (
    <DocsColumns sidebar={docsSidebarOf(doc?.url ?? url)}>
      {doc ? (
        <DocPage data={docPageData(doc)} />
      ) : index ? (
        <GeneratedIndexPage category={index} />
      ) : tags?.page ? (
        <DocsTagPage page={tags.page} tagsUrl={tags.tagsUrl} />
      ) : (
        <DocsTagsIndex pages={tags?.pages ?? []} />
      )}
    </DocsColumns>
  );
}
