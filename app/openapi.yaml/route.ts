import { API_DESCRIPTION_CONTENT_TYPE, readApiDescription } from '@/lib/api/reference';

// Written once by the export, as out/openapi.yaml: the description /api is rendered from, as it is.
export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(readApiDescription(), { headers: { 'content-type': API_DESCRIPTION_CONTENT_TYPE } });
}
