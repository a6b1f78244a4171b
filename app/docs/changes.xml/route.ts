import { siteConfig } from '@/lib/site';
import { buildDocsChangesFeed } from '@/lib/docs/changes-feed';
import { docChanges } from '@/lib/site/doc-changes';

// Written once by the export, as out/docs/changes.xml.
export const dynamic = 'force-static';

export function GET(): Response {
  const xml = buildDocsChangesFeed(docChanges(), {
    siteUrl: siteConfig.url,
    siteTitle: siteConfig.title,
    language: siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale]?.htmlLang ?? 'en',
    copyright: siteConfig.footer.copyright,
  });
  return new Response(xml, { headers: { 'content-type': 'application/atom+xml; charset=utf-8' } });
}
