// The configuration itself, not lib/site: that module also loads every document, which these do not need.
import siteConfig from '@/site.config';
import { withBaseUrl, type BaseUrlOptions } from '@/lib/content/docusaurus-base-url';

/**
 * `@docusaurus/useDocusaurusContext`, `@docusaurus/useBaseUrl` and its `useBaseUrlUtils`. Pages render
 * on the server at build time, so these read the configuration directly; none reaches the browser.
 */
export function useDocusaurusContext() {
  const { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields = {} } = siteConfig;
  const { defaultLocale, locales, localeConfigs } = siteConfig.i18n;
  return {
    siteConfig: { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields },
    i18n: { defaultLocale, currentLocale: defaultLocale, locales, localeConfigs },
    siteMetadata: { docusaurusVersion: '3' },
  };
}

const site = () => ({ siteUrl: siteConfig.url, baseUrl: siteConfig.baseUrl });

export function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return withBaseUrl(url, site(), options);
}

export function useBaseUrlUtils() {
  return { withBaseUrl: (url: string, options?: BaseUrlOptions) => withBaseUrl(url, site(), options) };
}
