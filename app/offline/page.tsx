import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { CachedPages } from '@/components/offline/CachedPages';

// What the service worker shows for a page it has not saved while there is no network.
export const metadata: Metadata = pageMetadata({ title: 'Offline', description: 'You are offline; these pages were saved for reading offline.', path: '/offline', noindex: true });

export default function Offline() {
  return (
    <div className={`container ${LAYOUT_CLASS.custom} offline-page`}>
      <h1>You are offline</h1>
      <p>This page has not been saved for reading offline. Connect to the internet to open it, or read one of the pages you visited before.</p>
      <CachedPages />
    </div>
  );
}
