import type { OutlineSchema } from '@/lib/api/outline';
import type { CodeSample as Sample } from '@/lib/api/plain-reference';
import { CodeSample } from './CodeSample';
import { AllowedValues, Constraints, RequiredMark } from './Constraints';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';
import { TypeLabel } from './TypeLabel';
import { SEARCH_IGNORE_ATTRIBUTE } from '@/lib/search/records';

/** A model: its fields with type, whether required, constraints and description, and an example. */
export function ModelSection({ schema, example, markdown }: { schema: OutlineSchema; example: Sample | undefined; markdown: Map<string, string> }) {
  return (
    <section className="api-op api-model" aria-labelledby={schema.anchor}>
      <div className="api-op__main">
        <AnchorHeading level={3} anchor={schema.anchor} label={`model ${schema.name}`}>
          {schema.name}
        </AnchorHeading>
        <Markdown source={schema.description} html={markdown} />
        {schema.properties.length > 0 && (
          <div className="table-wrapper" tabIndex={0} role="group" aria-label={`Fields of ${schema.name}`}>
            <table className="api-table">
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Type</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {schema.properties.map((p) => (
                  <tr key={p.name}>
                    <td>
                      <code>{p.name}</code>
                      <RequiredMark required={p.required} />
                    </td>
                    <td>
                      <TypeLabel type={p.type} />
                      <Constraints constraints={p.constraints} />
                      <AllowedValues values={p.allowed} />
                    </td>
                    <td>
                      <Markdown source={p.description} html={markdown} inline />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {example && (
        <div className="api-op__examples" {...{ [SEARCH_IGNORE_ATTRIBUTE]: '' }}>
          <CodeSample sample={{ ...example, title: `Example ${schema.name}` }} />
        </div>
      )}
    </section>
  );
}
