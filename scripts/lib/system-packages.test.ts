import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** apt-get stands in: the test's "install" writes the browsers' binaries where the checks look. */
const child = vi.hoisted(() => ({ installs: [] as string[], provides: [] as string[], execFileSync: vi.fn(), spawnSync: vi.fn() }));
vi.mock('node:child_process', () => ({ execFileSync: child.execFileSync, spawnSync: child.spawnSync }));

let dir: string;
let uid: ReturnType<typeof vi.fn<() => number>>;
let shell: string;
let full: string;

/** The modules read the browsers' paths when they load, so each test loads them with its own. */
async function load() {
  vi.resetModules();
  return { ...(await import('./system-packages')), ...(await import('./chromium')) };
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'system-packages-'));
  shell = join(dir, 'chromium-headless-shell');
  full = join(dir, 'chromium');
  vi.stubEnv('E2E_CHROMIUM_PATH', shell);
  vi.stubEnv('CHROMIUM_PATH', full);
  child.installs = [];
  child.execFileSync.mockImplementation((_file: string, args: string[]) => {
    child.installs.push(args.join(' '));
    for (const path of child.provides) writeFileSync(path, '');
  });
  // pdftotext is there: hasCommand's spawnSync finds it.
  child.spawnSync.mockReturnValue({ error: undefined });
  // getuid is optional on Node's process type (absent on Windows).
  uid = vi.fn(() => 0);
  vi.spyOn(process as { getuid: () => number }, 'getuid').mockImplementation(() => uid());
  vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

describe('the browsers the setup step installs', () => {
  it('runs the e2e suite in the headless shell and the benches in the full Chromium, with the same flags', async () => {
    const { e2eLaunchOptions, chromiumLaunchOptions, CHROMIUM_ARGS, CHROMIUM_HEADLESS_ARGS, CHROMIUM_PATH } = await load();
    expect(e2eLaunchOptions()).toEqual({ executablePath: shell, args: [...CHROMIUM_ARGS] });
    expect(chromiumLaunchOptions()).toEqual({ executablePath: full, args: [...CHROMIUM_ARGS] });
    // chrome-launcher (Lighthouse) starts the full browser and asks for headless itself.
    expect(CHROMIUM_PATH).toBe(full);
    expect(CHROMIUM_HEADLESS_ARGS).toEqual(['--headless=new', ...CHROMIUM_ARGS]);
  });

  it('defaults to Debian’s paths for the two packages', async () => {
    vi.unstubAllEnvs();
    vi.stubEnv('E2E_CHROMIUM_PATH', undefined);
    vi.stubEnv('CHROMIUM_PATH', undefined);
    const { E2E_CHROMIUM_PATH, CHROMIUM_PATH } = await load();
    expect(E2E_CHROMIUM_PATH).toBe('/usr/bin/chromium-headless-shell');
    expect(CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });

  it('on a fresh machine, installs the headless shell and the full Chromium in one apt-get run', async () => {
    const { BROWSER_REQUIREMENTS, ensureSystemPackages } = await load();
    child.provides = [shell, full];
    const installed = ensureSystemPackages(BROWSER_REQUIREMENTS);
    expect(installed).toEqual(['chromium-headless-shell', 'fonts-dejavu-core', 'chromium']);
    expect(child.installs).toHaveLength(1);
    expect(child.installs[0]).toContain('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core chromium');
    expect(existsSync(shell) && existsSync(full)).toBe(true);
  });

  it('on a machine set up before the headless shell, installs only it', async () => {
    writeFileSync(full, '');
    const { BROWSER_REQUIREMENTS, ensureSystemPackages } = await load();
    child.provides = [shell];
    expect(ensureSystemPackages(BROWSER_REQUIREMENTS)).toEqual(['chromium-headless-shell', 'fonts-dejavu-core']);
    expect(child.installs).toHaveLength(1);
  });

  it('installs nothing when both browsers and pdftotext are there', async () => {
    writeFileSync(full, '');
    writeFileSync(shell, '');
    const { BROWSER_REQUIREMENTS, ensureSystemPackages } = await load();
    expect(ensureSystemPackages(BROWSER_REQUIREMENTS)).toEqual([]);
    expect(child.installs).toEqual([]);
  });

  it('says apt-get failed when the headless shell is still missing after it', async () => {
    writeFileSync(full, '');
    const { BROWSER_REQUIREMENTS, ensureSystemPackages } = await load();
    child.provides = [];
    expect(() => ensureSystemPackages(BROWSER_REQUIREMENTS)).toThrow(/still missing: Chromium's headless shell at .*chromium-headless-shell/);
  });

  it('without root, installs nothing and names the package to install', async () => {
    uid.mockReturnValue(1000);
    writeFileSync(full, '');
    const { BROWSER_REQUIREMENTS, ensureSystemPackages } = await load();
    expect(() => ensureSystemPackages(BROWSER_REQUIREMENTS)).toThrow(/headless shell.*sudo apt-get install chromium-headless-shell", or set E2E_CHROMIUM_PATH/);
    expect(child.installs).toEqual([]);
  });
});
