import type { ApiOutline as Outline, OutlineOperation } from '@/lib/api/outline';

function Operation({ op }: { op: OutlineOperation }) {
  return (
    <section className="api-op" aria-labelledby={`op-${op.id}`}>
      <h3 id={`op-${op.id}`}>
        <span className={`api-method api-method--${op.method.toLowerCase()}`}>{op.method}</span> <code>{op.path}</code>
      </h3>
      <p className="api-op__summary">{op.summary}</p>
      {op.description && <p>{op.description}</p>}
      <p className="api-op__auth">{op.security && op.security.length > 0 ? `Authentication: ${op.security.join(', ')} (bearer token)` : 'Authentication: none stated'}</p>
      {op.parameters.length > 0 && (
        <table>
          <caption>Parameters</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">In</th>
              <th scope="col">Type</th>
              <th scope="col">Allowed values</th>
            </tr>
          </thead>
          <tbody>
            {op.parameters.map((p) => (
              <tr key={`${p.in}-${p.name}`}>
                <td>
                  <code>{p.name}</code>
                  {p.required ? ' (required)' : ''}
                </td>
                <td>{p.in}</td>
                <td>{p.type}</td>
                <td>{p.allowed ? p.allowed.join(', ') : (p.description ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {op.requestBody && (
        <p>
          Request body: <code>{op.requestBody.schema}</code> as <code>{op.requestBody.contentType}</code>
        </p>
      )}
      <table>
        <caption>Responses</caption>
        <thead>
          <tr>
            <th scope="col">Status</th>
            <th scope="col">Description</th>
            <th scope="col">Body</th>
          </tr>
        </thead>
        <tbody>
          {op.responses.map((r) => (
            <tr key={r.status}>
              <td>{r.status}</td>
              <td>{r.description}</td>
              <td>{r.schema ? `${r.schema} (${r.contentType})` : 'none'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The whole reference as plain HTML: the page's content until Scalar takes over, and for search. */
export function ApiOutline({ outline, descriptionHtml }: { outline: Outline; descriptionHtml: string }) {
  const tags = outline.tags.length > 0 ? outline.tags : [...new Set(outline.operations.map((o) => o.tag))].map((name) => ({ name, description: undefined }));
  return (
    <article className="api-outline markdown" data-search-root>
      <h1>{outline.title}</h1>
      <p className="api-outline__meta">
        Version <strong>{outline.version}</strong>
        {outline.license && (
          <>
            {' · Licence: '}
            {outline.license.url ? <a href={outline.license.url}>{outline.license.name}</a> : outline.license.name}
            {outline.license.identifier && ` (${outline.license.identifier})`}
          </>
        )}
        {outline.servers[0] && (
          <>
            {' · Base URL: '}
            <code>{outline.servers[0].url}</code>
          </>
        )}
      </p>
      <div dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
      <h2 id="authentication">Authentication</h2>
      <ul>
        {outline.securitySchemes.map((s) => (
          <li key={s.name}>
            <code>{s.name}</code>: {s.type}
            {s.scheme ? ` ${s.scheme}` : ''}
            {s.bearerFormat ? ` (${s.bearerFormat})` : ''}
            {s.description ? `. ${s.description}` : ''}
          </li>
        ))}
      </ul>
      {tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name}`}>
          <h2 id={`tag-${tag.name}`}>{tag.name}</h2>
          {tag.description && <p>{tag.description}</p>}
          {outline.operations
            .filter((op) => op.tag === tag.name)
            .map((op) => (
              <Operation key={op.id} op={op} />
            ))}
        </section>
      ))}
      <h2 id="models">Models</h2>
      {outline.schemas.map((schema) => (
        <section key={schema.name} className="api-schema" aria-labelledby={`model-${schema.name}`}>
          <h3 id={`model-${schema.name}`}>{schema.name}</h3>
          {schema.description && <p>{schema.description}</p>}
          {schema.properties.length > 0 && (
            <table>
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
                      {p.required ? ' (required)' : ''}
                    </td>
                    <td>{p.type}</td>
                    <td>{p.description ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </article>
  );
}
