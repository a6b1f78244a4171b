import type { SiteConfig } from '../config/types';
import { isOffSiteUrl, malformedEscapeProblem } from '../markup/urls';
import { publicFileOf } from '../content/doc-assets';

type FilesConfig = Pick<SiteConfig, 'image' | 'favicon' | 'navbar' | 'footer'>;

/** The files of public/ that site.config.ts names, each with its key. */
function configuredFiles(config: FilesConfig): { key: string; path: string }[] {
  const logos = (['navbar', 'footer'] as const).flatMap((part) => {
    const logo = config[part].logo;
    if (!logo) return [];
    return (['src', 'srcDark'] as const).flatMap((key) => (logo[key] === undefined ? [] : [{ key: `${part}.logo.${key}`, path: logo[key] }]));
  });
  return [{ key: 'image', path: config.image }, { key: 'favicon', path: config.favicon }, ...logos];
}

/**
 * The file under public/ of a path site.config.ts names (`img/x.png` or `/img/x.png`, a `?query` or
 * `%20` read as the file's name), or null for an address on another host, which is no file of the site.
 */
export const configuredPublicFile = (path: string): string | null => (isOffSiteUrl(path) ? null : publicFileOf(path, 'public'));

/**
 * A problem for each file site.config.ts names (the social image, the favicon, the logos) that public/
 * lacks, or that its path cannot name (a `%` that is no escape). Otherwise it is named only after the
 * whole build, by the link check over the export or by the social cards step, which copies `image` as
 * the card it cannot draw. A path is read from the site's root with or without its leading slash, as
 * the site serves it (siteLinkPath in lib/config/site-links.ts); a URL with a scheme is no file of the
 * site. `isFile` says whether a path from the project's root (`public/img/x.png`) is a file.
 */
export function missingConfigFileProblems(config: FilesConfig, isFile: (file: string) => boolean): string[] {
  return configuredFiles(config).flatMap(({ key, path }) => {
    const malformed = isOffSiteUrl(path) ? null : malformedEscapeProblem(path);
    if (malformed) return [`${key}: ${malformed}`];
    const file = configuredPublicFile(path);
    if (file === null || isFile(file)) return [];
    return [`${key}: ${file} does not exist ('${path}' is read from public/). Add the file there, or change ${key} to the path of a file under public/.`];
  });
}
