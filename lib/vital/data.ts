/**
 * Reads the Vital parameter data folder once per process. The MDX components and the authoring check
 * get their tables from here; components never read files themselves.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PARAMETER_DATA_DIR, parseParameterFile, resolveTable, tablesByKey, type ParameterFile, type ParameterTable } from './parameters';

/**
 * Every data file of a folder, parsed and validated, in file-name order. `label` is the folder as
 * messages name it (the project-relative path).
 */
export function readParameterFiles(folder: string = join(process.cwd(), PARAMETER_DATA_DIR), label: string = PARAMETER_DATA_DIR): ParameterFile[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => parseParameterFile(readFileSync(join(folder, name), 'utf8'), `${label}/${name}`));
}

let cache: { files: ParameterFile[]; tables: Map<string, ParameterTable> } | undefined;

/** The site's parameter data, read on first use (at build time). */
export function parameterData(): { files: ParameterFile[]; tables: ReadonlyMap<string, ParameterTable> } {
  if (!cache) {
    const files = readParameterFiles();
    cache = { files, tables: tablesByKey(files) };
  }
  return cache;
}

/** The table an MDX page names; an unknown key throws with the keys that exist. */
export function parameterTable(key: string): ParameterTable {
  return resolveTable(parameterData().tables, key, `<ParameterTable table="${key}" />`);
}
