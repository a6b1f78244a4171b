import type { Metadata } from 'next';
import { Suspense } from 'react';
import { siteConfig } from '@/lib/site';
import { pageMetadata } from '@/lib/site/metadata';
import { clientSearchConfig } from '@/lib/search/client-config';
import { searchVersions } from '@/lib/site/shell';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { SearchPage } from '@/components/search/SearchPage';

export const metadata: Metadata = pageMetadata({ title: 'Search', description: 'Search the documentation, the blog and the API reference.', path: '/search' });

export default function Search() {
  return (
    <div className={`container ${LAYOUT_CLASS.custom}`}>
      <Suspense fallback={<h1>Search the site</h1>}>
        <SearchPage config={clientSearchConfig(siteConfig, searchVersions)} />
      </Suspense>
    </div>
  );
}
