import type { I18nConfig } from '../config/types';

/**
 * The URL of the current page in another locale: the default locale lives at the root, the others
 * under /<locale>/ (as Docusaurus lays them out). Only English exists today; this keeps the switcher honest.
 */
export function localizedPath(pathname: string, targetLocale: string, i18n: I18nConfig, baseUrl = '/'): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  let rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
  const first = rest.split('/')[0];
  if (first && first !== i18n.defaultLocale && i18n.locales.includes(first)) {
    rest = rest.slice(first.length).replace(/^\//, '');
  }
  const prefix = targetLocale === i18n.defaultLocale ? '' : `${targetLocale}/`;
  const joined = `${base}${prefix}${rest}`;
  return joined.length > 1 && joined.endsWith('/') ? joined.slice(0, -1) : joined;
}

/** The locale a pathname belongs to. */
export function currentLocale(pathname: string, i18n: I18nConfig, baseUrl = '/'): string {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const first = rest.split('/').filter(Boolean)[0];
  return first && i18n.locales.includes(first) ? first : i18n.defaultLocale;
}
