/**
 * The test suites' one setup step (`npm run setup:test`; `npm test` runs it first): the browser,
 * pdftotext, PostgreSQL and redis-server, installed together when missing.
 * `--browser` limits it to what the e2e suite needs (`npm run test:e2e` runs that alone).
 */
import { BROWSER_REQUIREMENTS, SERVER_REQUIREMENTS, ensureSystemPackages } from './lib/system-packages';

const requirements = process.argv.includes('--browser') ? BROWSER_REQUIREMENTS : [...BROWSER_REQUIREMENTS, ...SERVER_REQUIREMENTS];
try {
  ensureSystemPackages(requirements);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
