// Markdown's rules load first, as they did when site-wide, so a component's own rule wins a tie.
import '@/components/mdx/markdown.css';
import { MODELS_ANCHOR, tagAnchor } from '@/lib/api/anchors';
import { outlineTags } from '@/lib/api/outline';
import type { PlainReference } from '@/lib/api/plain-reference';
import { StaticMarkup } from '@/components/static-markup/StaticMarkup';
import { ApiNavColumn, ApiNavFolded, API_NAV_ATTRIBUTE } from './plain/ApiNav';
import { AnchorHeading } from './plain/HashLink';
import { Markdown } from './plain/Markdown';
import { ModelSection } from './plain/ModelSection';
import { NavHighlighter } from './plain/NavHighlighter';
import { OperationSection } from './plain/OperationSection';
import { Authentication, Overview } from './plain/Overview';
import './plain/plain.css';

/**
 * The whole reference as server-rendered HTML: the page's content until Scalar takes over, without
 * JavaScript, and for search. Navigation on the left (folded above on phones), each operation with
 * its examples beside it, then the models. Static markup (lib/static-markup.ts): the exported page's
 * payload does not carry it, so nothing inside may need hydrating; the highlighter sits beside it.
 */
export function ApiOutline({ reference, descriptionUrl }: { reference: PlainReference; descriptionUrl: string }) {
  const { outline, markdown } = reference;
  return (
    <>
      <StaticMarkup staticMarkupId="api-reference" className="api-plain">
        <ApiNavColumn entries={reference.navigation} markdown={markdown} />
        <div className="api-plain__main">
          <ApiNavFolded entries={reference.navigation} markdown={markdown} />
          <article className="api-outline markdown" data-search-root>
            <Overview reference={reference} descriptionUrl={descriptionUrl} />
            <Authentication reference={reference} />
            {outlineTags(outline).map((tag) => (
              <section key={tag.name} className="api-tag" aria-labelledby={tagAnchor(tag.name)}>
                <AnchorHeading level={2} anchor={tagAnchor(tag.name)} label={tag.name}>
                  {tag.name}
                </AnchorHeading>
                <Markdown source={tag.description} html={markdown} />
                {outline.operations
                  .filter((op) => op.tag === tag.name)
                  .map((op) => (
                    <OperationSection key={op.id} op={op} examples={reference.examples.get(op.id)} markdown={markdown} />
                  ))}
              </section>
            ))}
            {outline.schemas.length > 0 && (
              <section aria-labelledby={MODELS_ANCHOR}>
                <AnchorHeading level={2} anchor={MODELS_ANCHOR} label="Models">
                  Models
                </AnchorHeading>
                {outline.schemas.map((schema) => (
                  <ModelSection key={schema.name} schema={schema} example={reference.modelExamples.get(schema.name)} markdown={markdown} />
                ))}
              </section>
            )}
          </article>
        </div>
      </StaticMarkup>
      <NavHighlighter navSelector={`[${API_NAV_ATTRIBUTE}]`} />
    </>
  );
}
