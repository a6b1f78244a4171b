import { jsonLdText } from '@/lib/seo/json-ld';

/** Structured data for search engines. A data block: browsers do not run it, so the CSP needs no hash. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
