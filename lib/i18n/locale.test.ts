import { describe, expect, it } from 'vitest';
import { dateLocale, defaultLocaleConfig } from './locale';

describe('defaultLocaleConfig', () => {
  it("gives a locale Docusaurus's defaults: its name in its own language, its code as the page's lang, its script's direction", () => {
    expect(defaultLocaleConfig('zh-CN')).toEqual({ label: '中文（中国）', htmlLang: 'zh-CN', direction: 'ltr', calendar: 'gregory' });
    expect(defaultLocaleConfig('fr')).toEqual({ label: 'Français', htmlLang: 'fr', direction: 'ltr', calendar: 'gregory' });
    expect(defaultLocaleConfig('he')).toMatchObject({ htmlLang: 'he', direction: 'rtl' });
  });

  it('keeps a code Intl cannot read as its own label', () => {
    expect(defaultLocaleConfig('not a locale')).toEqual({ label: 'not a locale', htmlLang: 'not a locale', direction: 'ltr', calendar: 'gregory' });
  });

  it("gives a locale Docusaurus's default calendar: the one its code names, else the first its region uses", () => {
    expect(defaultLocaleConfig('fa').calendar).toBe('persian');
    expect(defaultLocaleConfig('th').calendar).toBe('buddhist');
    expect(defaultLocaleConfig('en-u-ca-japanese').calendar).toBe('japanese');
  });
});

describe('dateLocale', () => {
  it("writes dates in the default locale with its calendar, as Docusaurus writes them in the current locale's", () => {
    const i18n = { defaultLocale: 'fa', locales: ['fa'], localeConfigs: { fa: { label: 'فارسی', htmlLang: 'fa', direction: 'rtl' as const, calendar: 'gregory' } } };
    expect(dateLocale(i18n)).toEqual({ locale: 'fa', calendar: 'gregory' });
    expect(dateLocale({ ...i18n, localeConfigs: {} })).toEqual({ locale: 'fa', calendar: 'persian' });
  });
});
