import { parse } from 'yaml';

/** An author of content/authors.yml. The site owner is one of them (site.config `owner`). */
export interface Author {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  location?: string;
  tagline?: string;
  bio?: string;
  socials: Record<string, string>;
}

const SOCIAL_BASES: Record<string, string> = {
  github: 'https://github.com/',
  linkedin: 'https://www.linkedin.com/in/',
  x: 'https://x.com/',
  twitter: 'https://x.com/',
  stackoverflow: 'https://stackoverflow.com/users/',
};

/** A social handle or URL as a full URL. */
export function socialUrl(platform: string, value: string): string {
  if (/^https?:\/\//.test(value)) return value;
  const base = SOCIAL_BASES[platform];
  return base ? `${base}${value}` : value;
}

export class AuthorsFileError extends Error {
  override name = 'AuthorsFileError';
}

/** Parses and checks authors.yml; any problem names the file, the author key and the field. */
export function parseAuthors(text: string, file = 'content/authors.yml'): Map<string, Author> {
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new AuthorsFileError(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  if (data === null || data === undefined) throw new AuthorsFileError(`${file} is missing or empty. Add at least the site owner, e.g. "robin: { name: Robin Vale }".`);
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new AuthorsFileError(`${file}: expected a map of author keys to authors, e.g. "robin: { name: Robin Vale }".`);
  }
  const authors = new Map<string, Author>();
  for (const [key, raw] of Object.entries(data as Record<string, unknown>)) {
    if (raw === null || typeof raw !== 'object') throw new AuthorsFileError(`${file}: author "${key}" must be a map with at least a name.`);
    const value = raw as Record<string, unknown>;
    const str = (field: string): string | undefined => {
      const v = value[field];
      if (v === undefined || v === null) return undefined;
      if (typeof v !== 'string') throw new AuthorsFileError(`${file}: author "${key}" field "${field}" must be text.`);
      return v.trim();
    };
    const name = str('name');
    if (!name) throw new AuthorsFileError(`${file}: author "${key}" has no name. Add "name: …".`);
    const socialsRaw = value.socials ?? {};
    if (typeof socialsRaw !== 'object' || Array.isArray(socialsRaw)) throw new AuthorsFileError(`${file}: author "${key}" socials must be a map of platform to handle or URL.`);
    const socials: Record<string, string> = {};
    for (const [platform, handle] of Object.entries(socialsRaw as Record<string, unknown>)) {
      if (typeof handle !== 'string') throw new AuthorsFileError(`${file}: author "${key}" socials.${platform} must be text.`);
      socials[platform] = socialUrl(platform, handle);
    }
    authors.set(key, {
      key,
      name,
      title: str('title'),
      url: str('url'),
      imageUrl: str('image_url'),
      email: str('email'),
      location: str('location'),
      tagline: str('tagline'),
      bio: str('bio'),
      socials,
    });
  }
  return authors;
}
