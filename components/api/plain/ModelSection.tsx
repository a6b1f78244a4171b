import type { OutlineSchema } from '@/lib/api/outline';
import type { CodeSample as Sample } from '@/lib/api/plain-reference';
import { CodeSample } from './CodeSample';
import { ApiTable, FieldRow } from './ApiTable';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';
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
          <ApiTable columns={['Field', 'Type', 'Description']} label={`Fields of ${schema.name}`}>
            {schema.properties.map((p) => (
              <FieldRow key={p.name} field={p} markdown={markdown} />
            ))}
          </ApiTable>
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
