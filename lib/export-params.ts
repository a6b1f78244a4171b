import { percentDecoded } from './markup/urls';

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

/**
 * A dynamic segment's value as generateStaticParams gave it. During a static export, Next 16 hands a
 * page (but not its generateMetadata) a value with non-ASCII characters percent-encoded (`nicol%C3%B2`
 * for the author key `nicolò`; vercel/next.js#92192, open, fix proposed in #92194), so a page that
 * looks its data up by the value finds nothing and renders as not found. An ASCII value, or one
 * already decoded, is returned as it is. The e2e build's canary page (app/e2e/params) shows whether
 * Next still does it (scripts/next-build-output.build-test.ts).
 */
export const routeParam = (value: string): string => percentDecoded(value);
