import { describe, expect, it } from 'vitest';
import { resolveColorMode, colorModeScript } from './color-mode';
import { announcementScript, isAnnouncementDismissed } from './announcement';
import { withConfigDefaults } from './schema';
import { activeVersion, preferredVersionStorageKey, validPreferredVersion, versionBadge, versionCandidates, versionNotice, versionedPath } from '../docs/versions';
import { resolveVersions } from '../docs/versioning';
import { currentLocale, localizedPath } from '../i18n/locale';
import type { I18nConfig, SiteConfigInput } from './types';
import { siteConfig } from '../site/config';

describe('colour mode', () => {
  const locked = { defaultMode: 'light' as const, disableSwitch: true, respectPrefersColorScheme: false };
  it('stays light with the switch disabled, whatever is stored or preferred', () => {
    expect(resolveColorMode(locked, 'dark', true)).toBe('light');
    expect(resolveColorMode(locked, null, true)).toBe('light');
  });
  it('honours a stored choice or the system when the switch is enabled', () => {
    expect(resolveColorMode({ ...locked, disableSwitch: false }, 'dark', false)).toBe('dark');
    expect(resolveColorMode({ ...locked, disableSwitch: false, respectPrefersColorScheme: true }, null, true)).toBe('dark');
  });
  it('inlines the same rules in the head script', () => {
    const html = { attr: '' };
    const stored = new Map([['theme', 'dark']]);
    const run = new Function('document', 'localStorage', 'window', colorModeScript(locked));
    run(
      { documentElement: { setAttribute: (_: string, v: string) => (html.attr = v) } },
      { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) },
      { matchMedia: () => ({ matches: true }) },
    );
    expect(html.attr).toBe('light');
    expect(stored.get('theme')).toBe('light');
  });
});

describe('announcement bar', () => {
  it('is dismissed only for the same id', () => {
    expect(isAnnouncementDismissed('v2', 'v2', 'true')).toBe(true);
    expect(isAnnouncementDismissed('v2', 'v1', 'true')).toBe(false);
    expect(isAnnouncementDismissed('v2', 'v2', 'false')).toBe(false);
  });
  it("fills what a moved configuration leaves out with Docusaurus's defaults, and keeps what it sets", () => {
    const barOf = (announcementBar: SiteConfigInput['announcementBar']) => withConfigDefaults({ ...siteConfig, announcementBar }).announcementBar;
    expect(barOf({ id: 'v3', content: 'Out now' })).toEqual({ id: 'v3', content: 'Out now', backgroundColor: '#fff', textColor: '#000', isCloseable: true });
    expect(barOf({ id: 'v3', content: 'Out now', backgroundColor: '#20232a', isCloseable: false })).toMatchObject({ backgroundColor: '#20232a', textColor: '#000', isCloseable: false });
  });
  it('resets the stored dismissal when the id changes', () => {
    const stored = new Map([
      ['announcement.id', 'old'],
      ['announcement.dismiss', 'true'],
    ]);
    const attrs: Record<string, string> = {};
    new Function('document', 'localStorage', announcementScript('new'))(
      { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } },
      { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) },
    );
    expect(stored.get('announcement.dismiss')).toBe('false');
    expect(attrs['data-announcement-dismissed']).toBeUndefined();
  });
  it('marks the page when the bar of the same id was dismissed', () => {
    const stored = new Map([
      ['announcement.id', 'v2'],
      ['announcement.dismiss', 'true'],
    ]);
    const attrs: Record<string, string> = {};
    new Function('document', 'localStorage', announcementScript('v2'))(
      { documentElement: { setAttribute: (k: string, v: string) => (attrs[k] = v) } },
      { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v) },
    );
    expect(attrs['data-announcement-dismissed']).toBe('true');
  });
});

describe('docs versions', () => {
  const versions = [
    { name: 'current', label: 'Latest', path: '/docs' },
    { name: '1.0', label: '1.0', path: '/docs/1.0' },
  ];
  it('picks the version with the longest matching path', () => {
    expect(activeVersion(versions, '/docs/1.0/About')?.name).toBe('1.0');
    expect(activeVersion(versions, '/docs/About')?.name).toBe('current');
    expect(activeVersion(versions, '/blog')).toBeNull();
  });
  it('discards a stored name that matches no version', () => {
    expect(validPreferredVersion(versions, 'gone')).toBeNull();
    expect(validPreferredVersion(versions, '1.0')?.label).toBe('1.0');
    expect(preferredVersionStorageKey()).toBe('docs-preferred-version-default');
  });
  it('maps a page to another version, or that version’s main page', () => {
    const [latest, old] = versions as [(typeof versions)[0], (typeof versions)[0]];
    expect(versionedPath('/docs/About', latest, old, new Set(['/docs/1.0/About']))).toBe('/docs/1.0/About');
    expect(versionedPath('/docs/New', latest, old, new Set())).toBe('/docs/1.0');
  });
  it('offers the version being read, then the preferred one, then the latest, each once', () => {
    const names = (pathname: string, preferred: string | null) => versionCandidates(versions, pathname, preferred).map((v) => v.name);
    expect(names('/docs/1.0/About', 'current')).toEqual(['1.0', 'current']);
    expect(names('/blog', '1.0')).toEqual(['1.0', 'current']);
    expect(names('/blog', null)).toEqual(['current']);
    expect(names('/blog', 'gone')).toEqual(['current']);
    expect(names('/docs/About', '1.0')).toEqual(['current', '1.0']);
  });
});

describe('locale URLs', () => {
  const i18n: I18nConfig = {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en', direction: 'ltr', calendar: 'gregory' }, fr: { label: 'Français', htmlLang: 'fr', direction: 'ltr', calendar: 'gregory' } },
  };
  it('builds per-locale URLs from the current path', () => {
    expect(localizedPath('/docs/About', 'fr', i18n)).toBe('/fr/docs/About');
    expect(localizedPath('/fr/docs/About', 'en', i18n)).toBe('/docs/About');
    expect(localizedPath('/', 'en', i18n)).toBe('/');
    expect(currentLocale('/fr/blog', i18n)).toBe('fr');
    expect(currentLocale('/blog', i18n)).toBe('en');
  });
});

describe('versionNotice and versionBadge', () => {
  const versions = resolveVersions(['1.0'], { lastVersion: 'current', versions: { current: { label: 'Latest' } } }, '/docs');
  const existing = new Set(['/docs/About', '/docs/1.0/About', '/docs/1.0/Old']);
  const notice = (pathname: string, list = versions) => versionNotice('Robin Vale', list, 'localStorage', pathname, existing);

  it('is absent on the last version and outside the docs', () => {
    expect(notice('/docs/About')).toBeNull();
    expect(notice('/blog')).toBeNull();
    expect(notice('/docs/1.0/About', versions.slice(0, 1))).toBeNull();
  });

  it('points an older page at the same page in the latest version, or at its main doc', () => {
    expect(notice('/docs/1.0/About')).toEqual({
      siteTitle: 'Robin Vale',
      banner: 'unmaintained',
      label: '1.0',
      latestLabel: 'Latest',
      latestHref: '/docs/About',
      latestName: 'current',
      persistence: 'localStorage',
    });
    expect(notice('/docs/1.0/Old')?.latestHref).toBe('/docs');
  });

  it("follows the version's banner and badge options", () => {
    const quiet = resolveVersions(['1.0'], { lastVersion: 'current', versions: { '1.0': { banner: 'none', badge: false } } }, '/docs');
    expect(notice('/docs/1.0/About', quiet)).toBeNull();
    expect(versionBadge(quiet, '/docs/1.0/About')).toBeNull();
    expect(versionBadge(versions, '/docs/1.0/About')).toBe('1.0');
    expect(versionBadge(versions, '/docs/About')).toBe('Latest');
    const unreleased = resolveVersions(['1.0'], {}, '/docs');
    expect(versionNotice('Robin Vale', unreleased, 'none', '/docs/next/About', existing)?.banner).toBe('unreleased');
  });
});
