/**
 * Which better-sqlite3 build this Node can load.
 *
 * better-sqlite3 12 wraps its objects in Node's own `node::ObjectWrap`. Node 24.19 backported a change
 * to that header that removes an environment cleanup hook in the destructor and asserts that a Node
 * environment is current, which it is not when V8 collects a statement outside JavaScript or at exit:
 * the process aborts with `Assertion failed: (env) != nullptr` (https://github.com/nodejs/node/issues/65446;
 * the report to better-sqlite3, https://github.com/WiseLibs/better-sqlite3/issues/1515, was closed
 * without a fix for 12). Node 24.22.1 stopped aborting (the header is unchanged; the fix is in Node
 * itself), so 24.19.0 to 24.21.x are the versions that cannot run 12. better-sqlite3 13 is built on
 * Node-API instead (https://github.com/WiseLibs/better-sqlite3/pull/1498) and so never meets that
 * header, but it needs Node 22: its prebuilt binary crashes on Node 20. The project installs both,
 * 13 under its own name and 12 under the alias `better-sqlite3-12`, and loads the one that works on
 * the running Node. When Node 20 support is dropped, remove the alias and this choice. (Were
 * `engines` to leave out Node 24.19 to 24.21 instead, 12 alone would serve every Node it allows.)
 */
export const SQLITE_BINDINGS = { nodeApi: 'better-sqlite3', objectWrap: 'better-sqlite3-12' } as const;

export type SqliteBinding = (typeof SQLITE_BINDINGS)[keyof typeof SQLITE_BINDINGS];

/** `24.22.1` or `v24.22.1` as its three numbers. */
export function parseNodeVersion(nodeVersion: string): [major: number, minor: number, patch: number] {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(nodeVersion);
  if (!match) throw new Error(`Unrecognised Node version "${nodeVersion}"`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function sqliteBindingFor(nodeVersion: string): SqliteBinding {
  const [major] = parseNodeVersion(nodeVersion);
  return major >= 22 ? SQLITE_BINDINGS.nodeApi : SQLITE_BINDINGS.objectWrap;
}

/**
 * Whether this Node aborts when V8 collects an ObjectWrap object with no environment current, for
 * the versions `engines` allows (20, 22 and 24; 25 and later were not checked).
 */
export function objectWrapAbortsOn(nodeVersion: string): boolean {
  const [major, minor, patch] = parseNodeVersion(nodeVersion);
  if (major !== 24) return false;
  return minor >= 19 && (minor < 22 || (minor === 22 && patch < 1));
}
