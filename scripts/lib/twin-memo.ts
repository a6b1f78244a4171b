import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentDependencies, readText } from '../../lib/content/dependencies';
import type { TwinSource } from '../../lib/twin/twin-files';
import type { TwinComponents } from '../../lib/twin/twin-tree';
import { answersAsRecorded, memoKey, openMemo, recordingCalls, type Memo, type RecordedCall } from './build-memo';

/** What a kept twin body is made of: the body, and what the page's data components answered while it was written. */
export interface KeptTwinBody {
  body: string;
  calls: RecordedCall[];
}

/** A file's bytes as a memo key part; a missing file is a part of its own. */
const fileBytes = (file: string): Uint8Array | string => {
  try {
    return readFileSync(file);
  } catch {
    return '\0missing';
  }
};

/**
 * Twin bodies kept between builds (scripts/lib/build-memo.ts), each by what its conversion reads: the
 * source's file, its path (which names its section) and URL, every file its compile reads (partials, imported data and code, the
 * documents it links, whose front matter names their URL, and the files it shows, whose content
 * names their published copy), the exported routes its links resolve against, and what the data
 * components answered, asked again. Everything outside content/ (code, configuration, the site's own
 * plugins) ties the whole memo. A site plugin that reads other files under content/ on its own is
 * not followed, as contentlayer2's own cache does not follow it.
 */
export function keptTwinBodies(routes: readonly string[], versionBases: ReadonlyMap<string, string>, memo: Memo<KeptTwinBody> = openMemo('twin-bodies'), root = process.cwd()) {
  const shared = memoKey(JSON.stringify([...routes].sort()), JSON.stringify([...versionBases]));
  const body = async (source: TwinSource, components: TwinComponents, convert: (components: TwinComponents) => Promise<string>) => {
    const dependencies = documentDependencies(source.sourceFilePath, readText, { root }).sort();
    const key = memoKey(
      shared,
      JSON.stringify([source.url, source.sourceFilePath, source.format ?? null]),
      source.body,
      fileBytes(join(root, 'content', source.sourceFilePath)),
      ...dependencies.flatMap((file) => [file, fileBytes(file)]),
    );
    const make = async () => {
      const recording = recordingCalls(components);
      return { body: await convert(recording.functions), calls: recording.calls };
    };
    return (await memo.get(key, make, (kept) => answersAsRecorded(components, kept.calls))).body;
  };
  return { body, save: () => memo.save() };
}
