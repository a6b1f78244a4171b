import type { Loader } from 'esbuild';

/**
 * How the scripts a page imports are read: a `.js` file may hold JSX, as Docusaurus's Babel reads a
 * site's components, where esbuild's own `.js` loader stops at the first tag. JSX is a superset of
 * the JavaScript such files hold, so plain modules read the same.
 */
export const SCRIPT_LOADERS: Record<string, Loader> = { '.js': 'jsx' };
