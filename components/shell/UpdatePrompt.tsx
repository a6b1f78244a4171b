import { UPDATE_PROMPT_ID } from '@/lib/offline/names';
import './update-prompt.css';

/**
 * Where "A new version of this site is available" appears, a live region from the start so the
 * notice is announced. It is HTML only: lib/client/sw-register.ts, loaded after the page, registers
 * the offline service worker and fills this in when a new build's worker is waiting.
 */
export function UpdatePrompt() {
  return <div id={UPDATE_PROMPT_ID} className="update-prompt" role="status" />;
}
