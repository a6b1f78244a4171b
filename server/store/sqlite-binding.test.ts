import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SQLITE_BINDINGS, sqliteBindingFor } from './sqlite-binding';

describe('the better-sqlite3 build for a Node version', () => {
  it('is the ObjectWrap build (12) on Node 20', () => {
    expect(sqliteBindingFor('20.9.0')).toBe('better-sqlite3-12');
    expect(sqliteBindingFor('v20.20.2')).toBe('better-sqlite3-12');
  });
  it('is the Node-API build (13) from Node 22 on', () => {
    expect(sqliteBindingFor('22.0.0')).toBe('better-sqlite3');
    expect(sqliteBindingFor('24.21.0')).toBe('better-sqlite3');
  });
  it('names a version it cannot read', () => {
    expect(() => sqliteBindingFor('next')).toThrow('Unrecognised Node version "next"');
  });
});

/**
 * Prepares and drops statements between reads of a file, with enough garbage that V8 collects them in
 * the microtask checkpoint after an I/O callback, where no Node environment is current: the moment
 * the ObjectWrap build aborts on Node 24.19+ (as `npm run api` did on start).
 */
function churnStatements(binding: string) {
  const script = `
    const Database = require(${JSON.stringify(binding)});
    const { readFile } = require('node:fs/promises');
    const db = new Database(':memory:');
    db.exec('create table t (n integer)');
    (async () => {
      for (let round = 0; round < 200; round++) {
        await readFile('package.json');
        for (let i = 0; i < 50; i++) db.prepare('insert into t values (?)').run(round * 50 + i);
        const garbage = [];
        for (let i = 0; i < 20000; i++) garbage.push({ i, text: 'x' + i });
      }
      process.stdout.write(String(db.prepare('select count(*) as n from t').get().n));
    })();
  `;
  return spawnSync(process.execPath, ['-e', script], { cwd: process.cwd(), encoding: 'utf8', timeout: 120_000 });
}

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const hasObjectWrapHooks = major > 24 || (major === 24 && minor >= 19);

describe('statements collected by V8 on this Node', () => {
  it('do not abort the process with the build the server loads', () => {
    const run = churnStatements(sqliteBindingFor(process.versions.node));
    expect(run.signal).toBeNull();
    expect(run.stdout).toBe('10000');
    expect(run.status).toBe(0);
  });

  // Canary for https://github.com/nodejs/node/issues/65446: when Node stops aborting in the
  // destructors of ObjectWrap addons, better-sqlite3 12 works again on 24 and the two builds can
  // go back to one (see sqlite-binding.ts).
  it.runIf(hasObjectWrapHooks)('abort the process with the ObjectWrap build (Node issue 65446 still open)', () => {
    const run = churnStatements(SQLITE_BINDINGS.objectWrap);
    expect(run.signal).toBe('SIGABRT');
    expect(run.stderr).toContain('(env) != nullptr');
  });
});
