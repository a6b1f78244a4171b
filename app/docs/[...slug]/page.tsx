import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { docById, docs } from '@/lib/site';
import { docPageData } from '@/lib/docs/doc-page';
import { docMetadata } from '@/lib/metadata';
import { DocPage } from '@/components/docs/DocPage';

type Props = { params: Promise<{ slug: string[] }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return docs.map((doc) => ({ slug: doc.docId.split('/') }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const doc = docById((await params).slug.join('/'));
  return doc ? docMetadata(doc) : {};
}

export default async function Page({ params }: Props) {
  const doc = docById((await params).slug.join('/'));
  if (!doc) notFound();
  return <DocPage data={docPageData(doc)} />;
}
