/**
 * The site's name, address and locales from its configuration, without the documents (./index loads
 * every one): what the modules that render inside a page's MDX body read, such as Docusaurus's
 * `useDocusaurusContext` and `useBaseUrl` and a score set's structured data.
 */
import { siteConfig } from './config';
import { absoluteUrl } from '../markup/urls';

const { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields = {}, i18n } = siteConfig;

export const siteIdentity = { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields, i18n };

/**
 * A page's (or a file's) absolute URL, as structured data, the feedback answer and the Copy page
 * menu name it. The site's address is its `url`: the export has no base path (baseUrl is always '/',
 * lib/config/schema.ts), as the feeds, the sitemap and the canonical links read it too.
 */
export const pageUrl = (route: string): string => absoluteUrl(url, route);
