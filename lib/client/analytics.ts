/**
 * Page analytics (spec §7): after the first load and after each route change that changes the path,
 * set the page path and send one page_view. Hash-only and search-only changes send nothing.
 */
export type Gtag = (...args: unknown[]) => void;

export function shouldSendPageView(previousPath: string | null, path: string): boolean {
  return previousPath !== path;
}

export function sendPageView(gtag: Gtag, path: string, title: string, location: string): void {
  gtag('set', 'page_path', path);
  gtag('event', 'page_view', { page_path: path, page_title: title, page_location: location });
}

/** The inline bootstrap: the dataLayer queue, with automatic page views off (they are sent per route). */
export function gtagBootstrap(trackingId: string, anonymizeIp: boolean): string {
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config',${JSON.stringify(trackingId)},${JSON.stringify({ send_page_view: false, anonymize_ip: anonymizeIp })});`;
}
