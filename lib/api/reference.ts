import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOutline, parseDescription, type ApiOutline } from './outline';
import { demoteHeadings, markdownToHtml } from './markdown';

/** The API description shipped in the repository; the single source of truth for /api. */
export const API_DESCRIPTION_FILE = 'openapi/music-theory.yaml';

export interface ApiReferenceData {
  text: string;
  outline: ApiOutline;
  descriptionHtml: string;
}

export function loadApiReference(file = API_DESCRIPTION_FILE): ApiReferenceData {
  const text = readFileSync(join(process.cwd(), file), 'utf8');
  const outline = buildOutline(parseDescription(text));
  return { text, outline, descriptionHtml: demoteHeadings(markdownToHtml(outline.description)) };
}
