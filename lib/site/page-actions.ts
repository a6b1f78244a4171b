import { siteConfig } from './config';
import { pageUrl } from './identity';
import { assistantLinks } from '../twin/assistants';
import { twinPath } from '../twin/urls';
import { dateLocale, type DateLocale } from '../i18n/locale';

export { pageUrl };

const DEFAULT_ASSISTANTS = ['chatgpt', 'claude'] as const;

/** What a doc's or post's Copy page menu offers: its Markdown twin, and the assistants to open that in. */
export interface PageActions {
  twin: string;
  assistants: { id: string; label: string; href: string }[];
}

export function pageActions(route: string): PageActions {
  const twin = twinPath(route);
  return { twin, assistants: assistantLinks(pageUrl(twin), siteConfig.copyPage?.openIn ?? DEFAULT_ASSISTANTS) };
}

/** The locale and calendar dates on a page are written in. */
export const pageLocale: DateLocale = dateLocale(siteConfig.i18n);
