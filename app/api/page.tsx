import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site';
import { pageMetadata } from '@/lib/site/metadata';
import { loadApiReference, loadPlainReference } from '@/lib/api/reference';
import { interactiveReferenceAssets } from '@/lib/api/interactive-bundle';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { ApiOutline } from '@/components/api/ApiOutline';
import { ApiReference } from '@/components/api/ApiReference';

const reference = loadApiReference();

export const metadata: Metadata = pageMetadata({
  title: reference.outline.title,
  description: `Reference for the ${reference.outline.title} ${reference.outline.version}: chords, scales, diatonic chords and common progressions, with authentication and error models.`,
  path: '/api',
});

export default async function ApiPage() {
  // Samples call the documented server, the first of the 'Try it' servers (lib/api/servers.ts).
  const plain = await loadPlainReference(reference, { serverUrl: siteConfig.api.servers[0]!.url, siteUrl: siteConfig.url });
  const interactive = interactiveReferenceAssets(siteConfig.baseUrl);
  return (
    <div className={`${LAYOUT_CLASS.custom} api-page`}>
      <ApiReference servers={siteConfig.api.servers} interactive={interactive}>
        <ApiOutline reference={plain} descriptionUrl={interactive.description} />
      </ApiReference>
    </div>
  );
}
