'use client';

import { usePathname } from 'next/navigation';
import Link from '@/components/shell/PrefetchLink';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import type { I18nConfig } from '@/lib/config/types';
import { currentLocale, localizedPath } from '@/lib/i18n/locale';
import { Dropdown } from './DropdownNavbarItem';

/** The language switcher: the current page in each locale. */
export function LocaleDropdownNavbarItem({ item, i18n, mobile }: { item: Extract<ResolvedNavbarItem, { kind: 'localeDropdown' }>; i18n: I18nConfig; mobile: boolean }) {
  const pathname = usePathname();
  const current = currentLocale(pathname, i18n);
  const label = item.locales.find((l) => l.locale === current)?.label ?? current;
  return (
    <Dropdown
      label={
        <>
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className="icon-language">
            <path
              fill="currentColor"
              d="M12 2a10 10 0 100 20 10 10 0 000-20zm6.9 6h-2.9a15.7 15.7 0 00-1.4-3.6A8 8 0 0118.9 8zM12 4a13.9 13.9 0 011.9 4h-3.8A13.9 13.9 0 0112 4zM4.3 14a8.2 8.2 0 010-4h3.4a16.5 16.5 0 000 4zm.8 2h2.9a15.7 15.7 0 001.4 3.6A8 8 0 015.1 16zM8 8H5.1a8 8 0 014.3-3.6A15.7 15.7 0 008 8zm4 12a13.9 13.9 0 01-1.9-4h3.8A13.9 13.9 0 0112 20zm2.3-6H9.7a14.7 14.7 0 010-4h4.6a14.7 14.7 0 010 4zm.3 5.6a15.7 15.7 0 001.4-3.6h2.9a8 8 0 01-4.3 3.6zm1.7-5.6a16.5 16.5 0 000-4h3.4a8.2 8.2 0 010 4z"
            />
          </svg>
          <span>{label}</span>
        </>
      }
      active={false}
      mobile={mobile}
      entries={item.locales.map((locale) => ({
        key: locale.locale,
        node: (
          <Link
            className={mobile ? 'menu__link' : 'dropdown__link'}
            href={localizedPath(pathname, locale.locale, i18n)}
            hrefLang={locale.htmlLang}
            lang={locale.htmlLang}
            aria-current={locale.locale === current ? 'true' : undefined}
          >
            {locale.label}
          </Link>
        ),
      }))}
    />
  );
}
