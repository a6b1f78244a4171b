import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOutline, parseDescription, type ApiOutline } from './outline';
import { buildPlainReference, type PlainReference } from './plain-reference';
import { sampleBaseUrl } from './samples';

/** The API description shipped in the repository; the single source of truth for /api. */
export const API_DESCRIPTION_FILE = 'openapi/music-theory.yaml';
/**
 * Where the export publishes that file, under the site's base URL: for agents and tools that read
 * OpenAPI, and for Scalar, which fetches it when opened rather than carrying it in /api's payload.
 */
export const API_DESCRIPTION_PATH = 'openapi.yaml';
export const API_DESCRIPTION_CONTENT_TYPE = 'application/yaml; charset=utf-8';

export interface ApiReferenceData {
  outline: ApiOutline;
}

/** The description's text, as the repository holds it. */
export const readApiDescription = (file = API_DESCRIPTION_FILE): string => readFileSync(join(process.cwd(), file), 'utf8');

export function loadApiReference(file = API_DESCRIPTION_FILE): ApiReferenceData {
  return { outline: buildOutline(parseDescription(readApiDescription(file))) };
}

/**
 * The plain reference of a loaded description. Its samples call `serverUrl` (the documented server,
 * first of the 'Try it' servers), resolved against the site's URL when it is a path.
 */
export function loadPlainReference(data: ApiReferenceData, { serverUrl, siteUrl, file = API_DESCRIPTION_FILE }: { serverUrl: string; siteUrl: string; file?: string }): Promise<PlainReference> {
  return buildPlainReference(data.outline, { baseUrl: sampleBaseUrl(serverUrl, siteUrl), file });
}
