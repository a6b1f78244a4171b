/** Names the build (scripts/lib/service-worker.ts), the layout and the page's scripts share. */

/** The service worker's file, under the base URL. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** The id of the update notice's live region (components/shell/UpdatePrompt.tsx, lib/client/sw-register.ts). */
export const UPDATE_PROMPT_ID = 'update-prompt';

/** What the notice says, and its button. */
export const UPDATE_NOTICE = 'A new version of this site is available.';
export const UPDATE_ACTION = 'Reload';
