/**
 * The site's name, address and locales from its configuration, without the documents (./index loads
 * every one): what the modules that render inside a page's MDX body read, such as Docusaurus's
 * `useDocusaurusContext` and `useBaseUrl` and a score set's structured data.
 */
import { siteConfig } from './config';
import { absoluteUrl } from '../markup/urls';

const { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields = {}, i18n } = siteConfig;

export const siteIdentity = { title, tagline, url, baseUrl, favicon, organizationName, projectName, trailingSlash, customFields, i18n };

/** A page's absolute URL, as structured data and the feedback answer name it. */
export const pageUrl = (route: string): string => absoluteUrl(url, route);
