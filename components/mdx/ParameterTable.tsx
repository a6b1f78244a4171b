import { parameterTable } from '@/lib/vital/data';
import { rowAnchor, type ParameterRow } from '@/lib/vital/parameters';
import { ScrollTable } from './ScrollTable';

/**
 * The rows of one parameter table, each with its anchor (rowAnchor) for links from prose; the
 * Parameter reference adds the source file column.
 */
export function ParameterRows({ tableId, rows, withSource = false }: { tableId: string; rows: readonly ParameterRow[]; withSource?: boolean }) {
  return (
    <ScrollTable>
      <thead>
        <tr>
          <th scope="col">Control</th>
          <th scope="col">Range or options</th>
          <th scope="col">Default</th>
          <th scope="col">What it does</th>
          {withSource && <th scope="col">Source</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index} id={rowAnchor(tableId, row.control)}>
            <td>{row.control}</td>
            <td>{row.range}</td>
            <td>{row.default}</td>
            <td>{row.description}</td>
            {withSource && (
              <td>
                <code>{row.source}</code>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

/**
 * `<ParameterTable table="effects/delay" />` in MDX: the table "delay" of content/data/vital/effects.yaml.
 * An unknown key throws, so a typo fails the build instead of rendering nothing.
 */
export function ParameterTable({ table }: { table: string }) {
  const { id, rows } = parameterTable(table);
  return <ParameterRows tableId={id} rows={rows} />;
}
