import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOutline, parseDescription, type ApiOutline } from './outline';
import { buildPlainReference, type PlainReference } from './plain-reference';
import { sampleBaseUrl } from './samples';

/** The API description shipped in the repository; the single source of truth for /api. */
export const API_DESCRIPTION_FILE = 'openapi/music-theory.yaml';

export interface ApiReferenceData {
  text: string;
  outline: ApiOutline;
}

export function loadApiReference(file = API_DESCRIPTION_FILE): ApiReferenceData {
  const text = readFileSync(join(process.cwd(), file), 'utf8');
  return { text, outline: buildOutline(parseDescription(text)) };
}

/**
 * The plain reference of a loaded description. Its samples call `serverUrl` (the documented server,
 * first of the 'Try it' servers), resolved against the site's URL when it is a path.
 */
export function loadPlainReference(data: ApiReferenceData, { serverUrl, siteUrl, file = API_DESCRIPTION_FILE }: { serverUrl: string; siteUrl: string; file?: string }): Promise<PlainReference> {
  return buildPlainReference(data.outline, { baseUrl: sampleBaseUrl(serverUrl, siteUrl), file });
}
