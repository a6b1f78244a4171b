// picomatch ships no types, and @types/picomatch is not installed: the one call lib/content/exclude.ts makes.
declare module 'picomatch' {
  export interface PicomatchOptions {
    /** Let `*` and `**` match names that start with a dot. */
    dot?: boolean;
    nocase?: boolean;
  }
  export default function picomatch(glob: string | readonly string[], options?: PicomatchOptions): (path: string) => boolean;
}
