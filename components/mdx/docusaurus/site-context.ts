import { siteIdentity } from '@/lib/site/identity';
import { withBaseUrl, type BaseUrlOptions } from '@/lib/content/docusaurus-base-url';

/**
 * `@docusaurus/useDocusaurusContext`, `@docusaurus/useBaseUrl` and its `useBaseUrlUtils`. Pages render
 * on the server at build time, so these read the site's identity directly; none reaches the browser.
 */
export function useDocusaurusContext() {
  const { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields } = siteIdentity;
  const { defaultLocale, locales, localeConfigs } = siteIdentity.i18n;
  return {
    siteConfig: { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields },
    i18n: { defaultLocale, currentLocale: defaultLocale, locales, localeConfigs },
    siteMetadata: { docusaurusVersion: '3' },
  };
}

const site = () => ({ siteUrl: siteIdentity.url, baseUrl: siteIdentity.baseUrl });

export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return withBaseUrl(url, site(), options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string, options?: BaseUrlOptions) => withBaseUrl(url, site(), options) };
}
