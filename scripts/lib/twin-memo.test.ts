import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TwinSource } from '../../lib/twin/twin-files';
import type { TwinComponents } from '../../lib/twin/twin-tree';
import { openMemo } from './build-memo';
import { keptTwinBodies, type KeptTwinBody } from './twin-memo';

const root = mkdtempSync(join(tmpdir(), 'twin-memo-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text: string) => {
  mkdirSync(join(root, 'content', path, '..'), { recursive: true });
  writeFileSync(join(root, 'content', path), text);
};
const body = 'import Shared from \'./_shared.mdx\';\n\n# Setup\n\n<Shared />\n\n<Score src="/scores/one.krn" />\n\n![Panel](./panel.png)\n';
write('docs/setup.mdx', `---\ntitle: Setup\n---\n\n${body}`);
write('docs/_shared.mdx', 'Shared text.\n');
write('docs/panel.png', 'png one');
const source: TwinSource = { url: '/docs/setup', title: 'Setup', body, sourceFilePath: 'docs/setup.mdx', unlisted: false };

let scoreTitle = 'Etude';
const components: TwinComponents = { Score: () => ({ title: scoreTitle, key: { letter: 'C', alter: 0, mode: 'major' }, signature: 0, metre: '3/4' }) };

/** One build's twin body of the source: the body, and whether it had to be converted. */
async function build(routes = ['/docs/setup', '/docs/other']) {
  const memo = openMemo<KeptTwinBody>('twin-bodies', join(root, 'memo'), 'tree');
  const kept = keptTwinBodies(routes, new Map(), memo, root);
  let converted = false;
  const text = await kept.body(source, components, async (given) => {
    converted = true;
    return `twin with ${JSON.stringify(given.Score!('/scores/one.krn'))}`;
  });
  kept.save();
  return { text, converted };
}

describe('twin bodies kept between builds', () => {
  it('are converted once, then kept while nothing they read changed', async () => {
    expect((await build()).converted).toBe(true);
    const again = await build();
    expect(again.converted).toBe(false);
    expect(again.text).toContain('Etude');
  });

  it('are converted again when a partial the page imports changes', async () => {
    write('docs/_shared.mdx', 'Shared text, edited.\n');
    expect((await build()).converted).toBe(true);
    expect((await build()).converted).toBe(false);
  });

  it('are converted again when a file the page shows changes (its published name follows its content)', async () => {
    write('docs/panel.png', 'png two');
    expect((await build()).converted).toBe(true);
  });

  it('are converted again when a data component answers otherwise', async () => {
    scoreTitle = 'Etude, revised';
    const { converted, text } = await build();
    expect(converted).toBe(true);
    expect(text).toContain('Etude, revised');
  });

  it('are converted again when the exported routes its links resolve against change', async () => {
    expect((await build()).converted).toBe(false);
    expect((await build(['/docs/setup'])).converted).toBe(true);
  });

  it('are converted again when the source file changes, front matter included', async () => {
    write('docs/setup.mdx', `---\ntitle: Setup\nsidebar_position: 2\n---\n\n${body}`);
    expect((await build(['/docs/setup'])).converted).toBe(true);
  });
});
