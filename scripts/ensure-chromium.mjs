#!/usr/bin/env node
/**
 * Playwright cannot download its own browser here, so the e2e suite uses Debian's Chromium.
 * Installs it with apt-get when missing (CI runs as root); otherwise says exactly what to do.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with "sudo apt-get install chromium", or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', { stdio: 'inherit' });
  if (!existsSync(CHROMIUM)) {
    console.error('apt-get finished but Chromium is still missing.');
    process.exit(1);
  }
}
