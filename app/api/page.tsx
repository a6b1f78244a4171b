import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site';
import { pageMetadata } from '@/lib/metadata';
import { loadApiReference } from '@/lib/api/reference';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { ApiOutline } from '@/components/api/ApiOutline';
import { ApiReference } from '@/components/api/ApiReference';

const reference = loadApiReference();

export const metadata: Metadata = pageMetadata({
  title: reference.outline.title,
  description: `Reference for the ${reference.outline.title} ${reference.outline.version}: chords, scales, diatonic chords and common progressions, with authentication and error models.`,
  path: '/api',
});

export default function ApiPage() {
  return (
    <div className={`${LAYOUT_CLASS.custom} api-page`}>
      <ApiReference spec={reference.text} servers={siteConfig.api.servers}>
        <div className="container">
          <ApiOutline outline={reference.outline} descriptionHtml={reference.descriptionHtml} />
        </div>
      </ApiReference>
    </div>
  );
}
