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
 * Nothing is loaded yet when it runs, so it carries resolveColorMode's own source: the rules exist
 * once, and the unit tests of the function test the script's rules.
 */
export function colorModeScript(config: ColorModeConfig): string {
  return `(function(){var c=${JSON.stringify(config)},k=${JSON.stringify(COLOR_MODE_STORAGE_KEY)},s=null;
try{s=localStorage.getItem(k)}catch(e){}
var d=false;try{d=window.matchMedia('(prefers-color-scheme: dark)').matches}catch(e){}
var m=(${resolveColorMode.toString()})(c,s,d);
document.documentElement.setAttribute('data-theme',m);
try{localStorage.setItem(k,m)}catch(e){}})();`;
}
