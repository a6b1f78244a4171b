/**
 * Next's scripts start after the first paint. Next writes its chunks as `<script async>` in the
 * <head>: the browser fetches them while the document arrives and runs each the moment it is there,
 * often before the page has painted, so on a slow phone the first paint waits for React to start.
 * The post-build step (scripts/lib/scripts-after-paint.ts) puts those tags, unchanged, inside
 * `<template data-after-paint>`, where they neither load nor run. The <head> script's part below
 * starts them once the document is parsed and its first contentful paint has happened: the page is
 * read at once, and hydrated a moment later.
 *
 * The paint is the browser's own First Contentful Paint entry. A frame is not enough: Chromium can
 * run a page's first frames before it shows one (it holds the first paint), and scripts started from
 * a frame ran about 60 ms before the paint on /docs/About. Without paint timing, a frame is what
 * there is. A hidden page (a background tab, a prerender) paints nothing until shown, so it starts
 * them at once; and no page waits for a paint longer than `AFTER_PAINT_LIMIT_MS` after it is parsed.
 */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/** The longest a parsed page waits for its first paint before it starts its scripts anyway. */
export const AFTER_PAINT_LIMIT_MS = 3000;

/**
 * The inline <head> script's part (lib/config/head-script.ts). A script taken out of a template does
 * not run (it is marked as already started), so each is made anew with the same attributes.
 */
export function scriptsAfterPaintScript(): string {
  return `(function(){var d=document,done=0,start=function(){if(done)return;done=1;var t=d.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]');
for(var i=0;i<t.length;i++){var s=t[i].content.querySelectorAll('script');for(var j=0;j<s.length;j++){var e=d.createElement('script'),a=s[j].attributes;
for(var k=0;k<a.length;k++)e.setAttribute(a[k].name,a[k].value);d.head.appendChild(e);}t[i].remove();}},
later=function(){if(d.visibilityState==='hidden')return start();setTimeout(start,${AFTER_PAINT_LIMIT_MS});var P=window.PerformanceObserver;
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start);}}).observe({type:'paint',buffered:true});
else requestAnimationFrame(function(){setTimeout(start);});};
if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later();})();`;
}
