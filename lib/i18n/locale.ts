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

/** One locale's entry of `i18n.localeConfigs`, as the site reads it. */
export interface LocaleConfig {
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The calendar its dates are written in (an `Intl` calendar: 'gregory', 'persian'…), as Docusaurus's. */
  calendar: string;
}

/** The locale and calendar a page's dates are written in. */
export interface DateLocale {
  locale: string;
  calendar: string;
}

/** Docusaurus writes dates in the current locale with its calendar; this site builds the default locale alone. */
export function dateLocale(i18n: I18nConfig): DateLocale {
  const locale = i18n.defaultLocale;
  return { locale, calendar: i18n.localeConfigs[locale]?.calendar ?? defaultLocaleConfig(locale).calendar };
}

/**
 * Docusaurus's default calendar of a locale: the one its code names (`fa-IR-u-ca-gregory`), else the
 * first the locale uses (`persian` for `fa`), else the Gregorian.
 */
function defaultCalendar(locale: string): string {
  try {
    // V8 has the getter (`calendars`), the proposal now a method (`getCalendars()`); neither is in TypeScript's lib yet.
    const info = new Intl.Locale(locale) as Intl.Locale & { calendars?: string[]; getCalendars?: () => string[] };
    return info.calendar ?? (info.getCalendars?.() ?? info.calendars)?.[0] ?? 'gregory';
  } catch {
    return 'gregory';
  }
}

/**
 * What Docusaurus gives a locale that `i18n.localeConfigs` leaves out (its `getDefaultLocaleConfig`):
 * the language's name in that language, capitalised (`fr` is "Français"), the code as `<html lang>`,
 * the script's direction and its calendar. A moved configuration lists its locales and rarely their configs.
 */
export function defaultLocaleConfig(locale: string): LocaleConfig {
  let label = locale;
  let direction: LocaleConfig['direction'] = 'ltr';
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    label = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    // V8 has the getter (`textInfo`), the proposal now a method (`getTextInfo()`); neither is in TypeScript's lib yet.
    const info = new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
    if ((info.getTextInfo?.() ?? info.textInfo)?.direction === 'rtl') direction = 'rtl';
  } catch {
    // A code Intl cannot read keeps itself as its label, as Docusaurus falls back to it.
  }
  return { label, htmlLang: locale, direction, calendar: defaultCalendar(locale) };
}
