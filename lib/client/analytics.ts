/**
 * Page analytics (spec §7): after the first load and after each route change that changes the path,
 * set the page path and send one page_view. Hash-only and search-only changes send nothing.
 */
export type Gtag = (...args: unknown[]) => void;

export function shouldSendPageView(previousPath: string | null, path: string): boolean {
  return previousPath !== path;
}

/**
 * Whether the document's title is the new page's, so that its page_view can go: on a route change
 * Next takes the old page's `<title>` out and puts the new one in after the route has rendered, so
 * until then the title is empty or still the page before's (`lastSent`).
 */
export function isNewPageTitle(title: string, lastSent: string | null): boolean {
  return title !== '' && title !== lastSent;
}

/** How long a page_view waits for its page's title (two pages may share one, which never changes). */
export const TITLE_WAIT_MS = 2000;

export function sendPageView(gtag: Gtag, path: string, title: string, location: string): void {
  gtag('set', 'page_path', path);
  gtag('event', 'page_view', { page_path: path, page_title: title, page_location: location });
}

/** The inline bootstrap: the dataLayer queue, with automatic page views off (they are sent per route). */
export function gtagBootstrap(trackingId: string, anonymizeIp: boolean): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(trackingId)},${JSON.stringify({ send_page_view: false, anonymize_ip: anonymizeIp })});`;
}
