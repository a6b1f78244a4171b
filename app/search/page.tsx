import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Search', description: 'Search the documentation, the blog and the API reference.', path: '/search' });

export default function SearchPage() {
  return (
    <div className="container search-page">
      <h1>Search the site</h1>
    </div>
  );
}
