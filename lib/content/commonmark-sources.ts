import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const normalise = (text: string) => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

function markdownFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

/**
 * Whether a source handed to the MDX parser is one of the `.md` files under `dirs`. contentlayer2
 * compiles every document through mdx-bundler under a made-up `.mdx` name, so the parser cannot see
 * the real extension; the sources are compared instead. The files are read on each call, so a file
 * renamed while `npm run dev` watches is seen at once.
 */
export function isCommonMarkSource(dirs: readonly string[]): (source: string) => boolean {
  return (source) => {
    const wanted = normalise(source);
    return dirs.flatMap(markdownFiles).some((file) => normalise(readFileSync(file, 'utf8')) === wanted);
  };
}

/** 'md' for a `.md` path, else 'mdx'. */
export const formatOfPath = (path: string): 'md' | 'mdx' => (path.endsWith('.md') ? 'md' : 'mdx');
