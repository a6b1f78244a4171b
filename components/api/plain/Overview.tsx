import { AUTHENTICATION_ANCHOR } from '@/lib/api/anchors';
import type { PlainReference } from '@/lib/api/plain-reference';
import { AnchorHeading } from './HashLink';
import { Markdown } from './Markdown';

/** Title, version, licence, base URL and the description file, then the description's introduction. */
export function Overview({ reference, descriptionUrl }: { reference: PlainReference; descriptionUrl: string }) {
  const { outline, intro } = reference;
  return (
    <>
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
        {' · Base URL: '}
        <code>{reference.baseUrl}</code>
        {' · '}
        <a href={descriptionUrl} type="application/yaml" download>
          OpenAPI description (YAML)
        </a>
      </p>
      {/* The description's Markdown, rendered at build time without raw HTML. */}
      <div className="api-intro" id={intro.anchor} dangerouslySetInnerHTML={{ __html: intro.html }} />
    </>
  );
}

/** The security schemes operations refer to. */
export function Authentication({ reference }: { reference: PlainReference }) {
  const { outline, markdown } = reference;
  if (outline.securitySchemes.length === 0) return null;
  return (
    <section aria-labelledby={AUTHENTICATION_ANCHOR}>
      <AnchorHeading level={2} anchor={AUTHENTICATION_ANCHOR} label="Authentication">
        Authentication
      </AnchorHeading>
      <ul>
        {outline.securitySchemes.map((s) => (
          <li key={s.name}>
            <code>{s.name}</code>: {s.type === 'http' ? 'HTTP' : s.type}
            {s.scheme ? ` ${s.scheme}` : ''}
            {s.bearerFormat ? ` (${s.bearerFormat})` : ''}
            {s.description && '. '}
            <Markdown source={s.description} html={markdown} inline />
          </li>
        ))}
      </ul>
    </section>
  );
}
