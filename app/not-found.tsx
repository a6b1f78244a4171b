import type { Metadata } from 'next';
import Link from '@/components/shell/PrefetchLink';
import { mainDocOf, siteConfig } from '@/lib/site';
import { blogConfig } from '@/lib/site/blog';
import '@/components/shell/error-fallback.css';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function NotFound() {
  // The docs' main page, not a fixed id: a site moved here keeps its own doc ids.
  const docsHref = mainDocOf()?.url ?? siteConfig.docs.routeBasePath;
  return (
    <div className="container not-found">
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      {/* Two sentences rather than one with a part left out, so that a site with a blog renders as it always did. */}
      {blogConfig ? (
        <p>
          Try the <Link href={docsHref}>docs</Link>, the <Link href="/blog">blog</Link> or the <Link href="/search">search page</Link>, or go back to the <Link href="/">home page</Link>.
        </p>
      ) : (
        <p>
          Try the <Link href={docsHref}>docs</Link> or the <Link href="/search">search page</Link>, or go back to the <Link href="/">home page</Link>.
        </p>
      )}
    </div>
  );
}
