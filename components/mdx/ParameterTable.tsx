import { parameterTable } from '@/lib/vital/data';
import type { ParameterRow } from '@/lib/vital/parameters';
import { ScrollTable } from './ScrollTable';

/** The rows of one parameter table; the Parameter reference adds the source file column. */
export function ParameterRows({ rows, withSource = false }: { rows: readonly ParameterRow[]; withSource?: boolean }) {
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
          <tr key={index}>
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
  return <ParameterRows rows={parameterTable(table).rows} />;
}
