import { escapeHtml } from '../markup/escape';

/**
 * Wrong base URL (spec §2, §8). When the export is served under another path than the configured
 * baseUrl, its scripts and links point to the wrong place, so the page cannot rely on them: an inline
 * script compares the address with the page's canonical URL and, if they disagree, prepends a banner.
 */
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * The baseUrl a visitor is actually under: the address with the page's own route removed from its
 * end. The route is the canonical path without the configured baseUrl. Null when the address does not
 * end with the route, so no claim can be made.
 */
export function actualBaseUrl(pathname: string, canonicalPath: string, configuredBaseUrl: string): string | null {
  const trim = (path: string) =>
    path
      .replace(/\/index\.html$/, '')
      .replace(/\.html$/, '')
      .replace(/\/+$/, '');
  const prefix = configuredBaseUrl.replace(/\/+$/, '');
  const canonical = trim(canonicalPath);
  if (canonical !== prefix && canonical.indexOf(prefix + '/') !== 0) return null;
  const route = canonical.slice(prefix.length);
  const address = trim(pathname);
  if (address.length < route.length || address.slice(address.length - route.length) !== route) return null;
  return address.slice(0, address.length - route.length) + '/';
}

/** The banner's words, with both values; the suggestion is filled in by the inline script. */
export function baseUrlBannerHtml(configuredBaseUrl: string): string {
  return (
    `<div id="${BASE_URL_BANNER_ID}" role="alert" style="padding:1rem 1.5rem;background:#fff4e5;color:#3d2a00;border-bottom:2px solid #b45309;font:16px/1.5 system-ui,sans-serif">` +
    `<p style="margin:0 0 .5rem;font-weight:700">This site is served under the wrong path, so it cannot load properly.</p>` +
    `<p style="margin:0">The site is built for the base URL <code>${escapeHtml(configuredBaseUrl)}</code>, but this address is under <code data-suggested-base-url></code>. ` +
    `Set <code>baseUrl</code> in site.config.ts to the second value and build again, or serve the export from the first.</p></div>`
  );
}

/** The inline script for <head>. It runs even when no bundle loads, which is the usual symptom. */
export function baseUrlBannerScript(configuredBaseUrl: string): string {
  return `(function(){var actual=${actualBaseUrl.toString()},b=${JSON.stringify(configuredBaseUrl)},h=${JSON.stringify(baseUrlBannerHtml(configuredBaseUrl))};
function check(){var c=document.querySelector('link[rel="canonical"]');if(!c||document.getElementById(${JSON.stringify(BASE_URL_BANNER_ID)}))return;
var s=actual(location.pathname,new URL(c.href,location.href).pathname,b);if(s===null||s===b)return;
var d=document.createElement('div');d.innerHTML=h;d.querySelector('[data-suggested-base-url]').textContent=s;document.body.insertBefore(d.firstChild,document.body.firstChild)}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',check);else check()})();`;
}
