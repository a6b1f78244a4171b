/** Run before the e2e suite: installs the browser it drives, or says how. */
import { ensureChromium } from './lib/chromium';

try {
  ensureChromium();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
