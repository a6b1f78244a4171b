import { describe, expect, it } from 'vitest';
import { defaultLocaleConfig } from './locale';

describe('defaultLocaleConfig', () => {
  it("gives a locale Docusaurus's defaults: its name in its own language, its code as the page's lang, its script's direction", () => {
    expect(defaultLocaleConfig('zh-CN')).toEqual({ label: '中文（中国）', htmlLang: 'zh-CN', direction: 'ltr' });
    expect(defaultLocaleConfig('fr')).toEqual({ label: 'Français', htmlLang: 'fr', direction: 'ltr' });
    expect(defaultLocaleConfig('he')).toMatchObject({ htmlLang: 'he', direction: 'rtl' });
  });

  it('keeps a code Intl cannot read as its own label', () => {
    expect(defaultLocaleConfig('not a locale')).toEqual({ label: 'not a locale', htmlLang: 'not a locale', direction: 'ltr' });
  });
});
