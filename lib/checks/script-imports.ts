import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { build, type BuildFailure, type Message, type Plugin } from 'esbuild';
import { docusaurusModuleProblem } from '../content/docusaurus-modules';
import { isPartialImport } from '../content/partials';
import { packageImportProblem } from '../content/remark-theme-imports';
import { contentDisplayPath } from './content';
import { SCRIPT_LOADERS } from '../content/script-loader';

/** A relative import of a page (`import { Picker } from './widgets/Picker'`), as the check found it. */
export interface PageImport {
  /** The page, as a path under content/. */
  file: string;
  source: string;
  line: number;
}

const SCRIPT = /\.[cm]?[jt]sx?$/i;
const RELATIVE = /^\.\.?\//;
/** An import of a file that is no script, whose path says so (`./img/wiring.svg`, `./data.json`, `./x.txt?raw`). */
const NOT_A_SCRIPT = /\.(?:json|ya?ml|css|scss|svg|png|jpe?g|gif|webp|avif|txt|csv)(?:\?.*)?$/i;
/** Marks the resolve the plugin asks esbuild for itself, so that it does not answer it again. */
const OWN_RESOLVE = Symbol('script-imports');

/**
 * What a script a page imports may not import, with the fix, or null. The content build bundles such a
 * script as it is, with esbuild: the page's own imports of `@theme/*` and `@site/*` are rewritten
 * before that (lib/content/remark-theme-imports.ts), a script's are not, so on Docusaurus's webpack they
 * resolved and here each stopped the content build with "Could not resolve".
 */
export function scriptImportProblem(source: string, hasPackage: (name: string) => boolean): string | null {
  if (source.startsWith('@theme/')) {
    return `the import "${source}" has nothing to resolve to in a script: the theme's components are given to a page's MDX, not to the scripts it imports. Rewrite the component under components/mdx/ and add it to the MDX components map (components/mdx/MdxContent.tsx), or write its elements in the page.`;
  }
  if (source.startsWith('@site/')) {
    return `the import "${source}" has nothing to resolve to in a script: @site/ paths are read in a page's own imports. Import it in the page and hand it to the component, or import it by its relative path.`;
  }
  if (source.startsWith('@docusaurus/')) return docusaurusModuleProblem(source);
  // mdx-bundler hands the bundle React as a global, whatever node_modules holds.
  if (/^react(?:-dom)?(?:\/|$)/.test(source)) return null;
  if (source.startsWith('node:') || builtinModules.includes(source)) return null;
  return packageImportProblem(source, hasPackage);
}

/**
 * The imports that would stop the content build in the scripts pages import by a relative path (a
 * component kept beside the docs, `./getting-started/Dialects.tsx`), and in the scripts those import,
 * each at its line with the fix and the page that brings it in. esbuild resolves them as the content
 * build's does, so what it finds is what that build would find. A file a page imports that is not there
 * is the missing-file check's; partials, data, stylesheets and images are checked with the page.
 */
export async function scriptImportErrors(imports: readonly PageImport[], contentDir: string, hasPackage: (name: string) => boolean): Promise<string[]> {
  const contentRoot = resolve(contentDir);
  const shown = (file: string) =>
    contentDisplayPath(
      relative(contentRoot, resolve(dirname(contentRoot), file))
        .split(sep)
        .join('/'),
    );
  const plugin: Plugin = {
    name: 'script-imports',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData === OWN_RESOLVE) return undefined;
        const fromPage = args.importer === '<stdin>';
        if (!RELATIVE.test(args.path)) {
          const problem = fromPage ? null : scriptImportProblem(args.path, hasPackage);
          return problem ? { errors: [{ text: problem }] } : { external: true };
        }
        const found = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: OWN_RESOLVE });
        if (found.errors.length > 0) {
          if (fromPage) return { external: true };
          const missing = join(args.resolveDir, args.path);
          return {
            errors: [
              {
                text: `the import "${args.path}" names ${shown(relative(dirname(contentRoot), missing))}, which is not there: content/ stands where the Docusaurus site's root stood. Bring the file there, or remove the import and what uses it.`,
              },
            ],
          };
        }
        return SCRIPT.test(found.path) ? { path: found.path } : { external: true };
      });
    },
  };
  const errors = new Map<string, string>();
  for (const { file, source, line } of imports) {
    // Partials, data, stylesheets and images are checked with the page: no bundle is needed to know that.
    if (!RELATIVE.test(source) || isPartialImport(source) || NOT_A_SCRIPT.test(source)) continue;
    const messages: Message[] = await build({
      stdin: { contents: `import ${JSON.stringify(source)};`, resolveDir: dirname(join(contentRoot, file)), loader: 'js' },
      absWorkingDir: dirname(contentRoot),
      bundle: true,
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      loader: SCRIPT_LOADERS,
      plugins: [plugin],
    }).then(
      () => [],
      (failure: BuildFailure) => failure.errors,
    );
    for (const { location, text } of messages) {
      const at = location ? `${shown(location.file)}:${location.line}` : `${contentDisplayPath(file)}:${line}`;
      const key = `${at}: ${text}`;
      if (!errors.has(key)) errors.set(key, `${key} (brought in by ${contentDisplayPath(file)}:${line})`);
    }
  }
  return [...errors.values()];
}
