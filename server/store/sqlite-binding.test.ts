import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { SQLITE_BINDINGS, objectWrapAbortsOn, parseNodeVersion, sqliteBindingFor } from './sqlite-binding';

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

describe('the Node versions that abort with the ObjectWrap build', () => {
  it('are 24.19.0 to 24.21.x', () => {
    const aborting = ['24.19.0', 'v24.20.0', '24.21.0', '24.21.9'];
    const working = ['20.20.2', '22.23.5', '24.18.1', '24.22.1', 'v24.22.3', '24.23.0'];
    expect(aborting.filter(objectWrapAbortsOn)).toEqual(aborting);
    expect(working.filter(objectWrapAbortsOn)).toEqual([]);
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

const [major, minor] = parseNodeVersion(process.versions.node);
const hasObjectWrapHooks = major === 24 && minor >= 19;
const aborts = objectWrapAbortsOn(process.versions.node);

describe('statements collected by V8 on this Node', () => {
  it('do not abort the process with the build the server loads', () => {
    const run = churnStatements(sqliteBindingFor(process.versions.node));
    expect(run.signal).toBeNull();
    expect(run.stdout).toBe('10000');
    expect(run.status).toBe(0);
  });

  // Canary for https://github.com/nodejs/node/issues/65446 on the Node 24 that runs it: 24.19.0 to
  // 24.21.x abort and 24.22.1 stopped. When either test fails, objectWrapAbortsOn is wrong about
  // this Node and the choice in sqlite-binding.ts needs another look.
  it.runIf(hasObjectWrapHooks && aborts)('abort the process with the ObjectWrap build (Node 24.19 to 24.21)', () => {
    const run = churnStatements(SQLITE_BINDINGS.objectWrap);
    expect(run.signal).toBe('SIGABRT');
    expect(run.stderr).toContain('(env) != nullptr');
  });

  it.runIf(hasObjectWrapHooks && !aborts)('run with the ObjectWrap build too (Node 24.22.1 on)', () => {
    const run = churnStatements(SQLITE_BINDINGS.objectWrap);
    expect(run.signal).toBeNull();
    expect(run.stdout).toBe('10000');
  });
});
