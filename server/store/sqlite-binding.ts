/**
 * Which better-sqlite3 build this Node can load.
 *
 * better-sqlite3 12 wraps its objects in Node's own `node::ObjectWrap`. Node 24.19 backported a change
 * to that header that removes an environment cleanup hook in the destructor and asserts that a Node
 * environment is current, which it is not when V8 collects a statement outside JavaScript or at exit:
 * the process aborts with `Assertion failed: (env) != nullptr` (https://github.com/nodejs/node/issues/65446,
 * open; the report to better-sqlite3, https://github.com/WiseLibs/better-sqlite3/issues/1515, was closed
 * without a fix for 12). better-sqlite3 13 is built on Node-API instead
 * (https://github.com/WiseLibs/better-sqlite3/pull/1498) and so never meets that header, but it needs
 * Node 22: its prebuilt binary crashes on Node 20. The project installs both, 13 under its own name and
 * 12 under the alias `better-sqlite3-12`, and loads the one that works on the running Node. When Node 20
 * support is dropped, remove the alias and this choice.
 */
export const SQLITE_BINDINGS = { nodeApi: 'better-sqlite3', objectWrap: 'better-sqlite3-12' } as const;

export type SqliteBinding = (typeof SQLITE_BINDINGS)[keyof typeof SQLITE_BINDINGS];

export function sqliteBindingFor(nodeVersion: string): SqliteBinding {
  const major = Number.parseInt(nodeVersion.replace(/^v/, ''), 10);
  if (!Number.isFinite(major)) throw new Error(`Unrecognised Node version "${nodeVersion}"`);
  return major >= 22 ? SQLITE_BINDINGS.nodeApi : SQLITE_BINDINGS.objectWrap;
}
