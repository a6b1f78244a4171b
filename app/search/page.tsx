import type { Metadata } from 'next';
import { Suspense } from 'react';
import { pageMetadata } from '@/lib/site/metadata';
import { searchDescription } from '@/lib/search/sections';
import { searchConfig, searchSections } from '@/lib/site/shell';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { SearchPage } from '@/components/search/SearchPage';

export const metadata: Metadata = pageMetadata({ title: 'Search', description: searchDescription(searchSections), path: '/search' });

export default function Search() {
  return (
    <div className={`container ${LAYOUT_CLASS.custom}`}>
      <Suspense fallback={<h1>Search the site</h1>}>
        <SearchPage config={searchConfig} />
      </Suspense>
    </div>
  );
}
