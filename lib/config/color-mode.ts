import type { ColorModeConfig } from './types';

export type ColorMode = 'light' | 'dark';
export const COLOR_MODE_STORAGE_KEY = 'theme';

/**
 * The mode to apply, from what is stored and what the system prefers. With the switch disabled the
 * configured default wins: a visitor has no way to choose, so a stale stored value must not stick.
 */
export function resolveColorMode(config: ColorModeConfig, stored: string | null, systemPrefersDark: boolean): ColorMode {
  if (!config.disableSwitch && (stored === 'light' || stored === 'dark')) return stored;
  if (config.respectPrefersColorScheme) return systemPrefersDark ? 'dark' : 'light';
  return config.defaultMode;
}

/**
 * An inline script for <head>: applies the mode before first paint (no flash) and stores it.
 * It inlines resolveColorMode's rules, since nothing is loaded yet when it runs.
 */
export function colorModeScript(config: ColorModeConfig): string {
  return `(function(){var c=${JSON.stringify(config)},k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)},s=null;
try{s=localStorage.getItem(k)}catch(e){}
var d=false;try{d=window.matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}
var m=(!c.disableSwitch&&(s==='light'||s==='dark'))?s:(c.respectPrefersColorScheme?(d?'dark':'light'):c.defaultMode);
document.documentElement.setAttribute('data-theme',m);
try{localStorage.setItem(k,m)}catch(e){}})();`;
}
