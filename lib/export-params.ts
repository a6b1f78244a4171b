/**
 * With `output: 'export'`, Next refuses a dynamic route whose `generateStaticParams` returns no params
 * (vercel/next.js#61213, open; Next 16 throws "returned an empty array"), so a site with no posts,
 * authors or tags could not be built at all, as Docusaurus sites without a blog can. Such a route gets
 * one placeholder, whose page calls notFound(); the post-build step removes pages rendered as not found
 * (scripts/lib/not-found-renders.ts), so its URL answers 404 like any other missing page.
 */
export const EXPORT_PLACEHOLDER = '_';

export function exportParams<Params extends Record<string, string | string[]>>(params: readonly Params[], placeholder: Params): Params[] {
  return params.length > 0 ? [...params] : [placeholder];
}
