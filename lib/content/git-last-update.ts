/**
 * The last commit of every content file, read with ONE `git log` per process and cached: Docusaurus
 * runs one git process per file, which costs seconds on a large site. Without git, in a shallow clone
 * (where the oldest commit claims every file) or for an uncommitted file, there is no git date: the
 * page falls back to its front matter `last_update`, then to nothing. The build never fails for it;
 * `gitLastUpdateWarning` says why once (the authoring checks print it).
 */
import { spawnSync } from 'node:child_process';
import { dirname, relative, resolve, sep } from 'node:path';
import { GIT_LOG_ARGS, parseGitLog, type LastUpdate } from './page-meta';

interface GitLastUpdates {
  byFile: Map<string, Required<LastUpdate>>;
  /** Why git dates are missing or partial, or undefined when every file has one. */
  problem?: string;
  root: string;
}

// By content folder: the authoring checks' tests read several fixture folders in one process.
const cache = new Map<string, GitLastUpdates>();

function git(args: string[], cwd: string) {
  return spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

function readGit(contentDir: string): GitLastUpdates {
  const cwd = resolve(contentDir);
  const top = git(['rev-parse', '--show-toplevel', '--is-shallow-repository'], cwd);
  if (top.error || top.status !== 0) return { byFile: new Map(), root: cwd, problem: 'git is not available or this is not a git checkout' };
  const [root = cwd, shallow] = top.stdout.trim().split('\n');
  if (shallow === 'true') return { byFile: new Map(), root, problem: 'this is a shallow git clone (fetch the full history, e.g. fetch-depth: 0)' };
  const log = git([...GIT_LOG_ARGS, '--', relative(root, cwd) || '.'], root);
  if (log.error || log.status !== 0) return { byFile: new Map(), root, problem: `git log failed: ${(log.stderr || String(log.error)).trim().split('\n')[0]}` };
  return { byFile: parseGitLog(log.stdout), root };
}

function gitLastUpdates(contentDir = 'content'): GitLastUpdates {
  const key = resolve(contentDir);
  let updates = cache.get(key);
  if (!updates) cache.set(key, (updates = readGit(contentDir)));
  return updates;
}

/**
 * The last commit of a file (path relative to the working directory) under `contentDir`, or undefined.
 * A file outside it (a docs version kept beside its versions.json) is read from its own folder's history.
 */
export function gitLastUpdate(file: string, contentDir = 'content'): LastUpdate | undefined {
  const inside = resolve(file).startsWith(`${resolve(contentDir)}${sep}`);
  const { byFile, root } = gitLastUpdates(inside ? contentDir : dirname(file));
  return byFile.get(relative(root, resolve(file)).split('\\').join('/'));
}

/**
 * One line for the build log when some pages have no git date, or undefined. `files` are the content
 * files that show a last-update date (paths relative to the working directory).
 */
export function gitLastUpdateWarning(files: readonly string[], contentDir = 'content'): string | undefined {
  // No page shows a date: whether git could give one does not matter, and git is not asked.
  if (files.length === 0) return undefined;
  const { problem } = gitLastUpdates(contentDir);
  const fallback = 'those pages use their front matter last_update, or show no date';
  if (problem) return `"Last updated" has no git dates: ${problem}; ${fallback}.`;
  const missing = files.filter((file) => !gitLastUpdate(file, contentDir));
  if (missing.length === 0) return undefined;
  const named = missing.slice(0, 3).join(', ') + (missing.length > 3 ? ` and ${missing.length - 3} more` : '');
  return `"Last updated" has no git date for ${missing.length} uncommitted file${missing.length === 1 ? '' : 's'} (${named}); ${fallback}.`;
}
