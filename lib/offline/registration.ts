import type { SiteConfig } from '../config/types';
import { SERVICE_WORKER_FILE } from './names';

/**
 * Where the page registers the offline worker, or undefined for no worker: none when `offline` is
 * off in site.config.ts, and none in `npm run dev`, which has no worker to serve (the build's
 * post-build step writes it). Asked for there, `sw.js` made next dev render its 404 page a few seconds
 * after each page load, beside the owner's first save, and the page logged a failed registration.
 */
export function serviceWorkerUrl(config: Pick<SiteConfig, 'baseUrl' | 'offline'>, mode: string | undefined = process.env.NODE_ENV): string | undefined {
  if (!config.offline?.enabled || mode !== 'production') return undefined;
  return `${config.baseUrl}${SERVICE_WORKER_FILE}`;
}
