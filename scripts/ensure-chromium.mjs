#!/usr/bin/env node
/**
 * Playwright cannot download its own browser here, so the e2e suite uses Debian's Chromium.
 * Installs it with apt-get when missing (CI runs as root); otherwise says exactly what to do.
 * The print test reads the PDF Chromium makes with pdftotext, from Debian's poppler-utils,
 * which is installed the same way.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const root = typeof process.getuid === 'function' && process.getuid() === 0;

if (!existsSync(CHROMIUM)) {
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

const hasPdftotext = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;

if (!hasPdftotext()) {
  if (!root) {
    console.error('pdftotext is missing (the print test reads the PDF with it). Install it with "sudo apt-get install poppler-utils".');
    process.exit(1);
  }
  console.log('Installing Debian poppler-utils (pdftotext) for the print test…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils', { stdio: 'inherit' });
  if (!hasPdftotext()) {
    console.error('apt-get finished but pdftotext is still missing.');
    process.exit(1);
  }
}
