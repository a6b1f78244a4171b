import { docsSidebarFiles } from '@/lib/site/doc-page';
import { EXPORT_PLACEHOLDER, exportParams } from '@/lib/export-params';

type Props = { params: Promise<{ file: string }> };

// The items of the categories that start folded, one file each, written once by the export.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return exportParams(
    [...docsSidebarFiles().keys()].map((file) => ({ file })),
    { file: EXPORT_PLACEHOLDER },
  );
}

export async function GET(_request: Request, { params }: Props): Promise<Response> {
  const body = docsSidebarFiles().get((await params).file);
  if (body === undefined) return new Response(null, { status: 404 });
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
