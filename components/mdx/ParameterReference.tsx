import { RouteLink as Link } from '@/components/shell/RouteLink';
import type { ReferenceGroup } from '@/lib/vital/reference';
import { ParameterRows } from './ParameterTable';

/**
 * `<ParameterReference />` in MDX: every parameter table of content/data/vital, one heading per page
 * and per table, each linking to the section that explains it. The page's table of contents lists
 * the same headings; both come from lib/site/doc-page.ts, which hands the groups to the page.
 */
export function ParameterReference({ groups }: { groups: ReferenceGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.headingId} aria-labelledby={group.headingId}>
          <h2 id={group.headingId}>{group.page.title}</h2>
          <p>
            Explained on the <Link href={group.page.url}>{group.page.title}</Link> page.
          </p>
          {group.tables.map((table) => (
            <section key={table.headingId} aria-labelledby={table.headingId}>
              <h3 id={table.headingId}>{table.title}</h3>
              <p>
                How these controls work: <Link href={table.href}>{`${group.page.title}, ${table.title}`}</Link>.
              </p>
              <ParameterRows tableId={table.id} rows={table.rows} withSource />
            </section>
          ))}
        </section>
      ))}
    </>
  );
}
