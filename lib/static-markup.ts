/**
 * Static markup: a part of a page that the exported HTML carries and React's payload does not.
 *
 * A server component's output reaches the browser twice: as HTML, and again in the page's React
 * payload, which the browser parses and hydrates. For a long part with nothing interactive of its
 * own (the API reference's plain view: 4,800 elements, 410 KB of payload), the second copy costs
 * more main-thread time than everything else on the page. `<StaticMarkup>`
 * (components/static-markup/StaticMarkup.tsx) wraps such a part, and the post-build step "page
 * payloads" (scripts/lib/static-markup-payload.ts) takes the part's children out of each exported
 * page's inline payload. React then hydrates the wrapper alone and keeps the markup the HTML has.
 *
 * What goes inside: server components and HTML only. A client component inside would never hydrate,
 * so the post-build step fails the build naming it, or, for an optional part, leaves that part in the
 * payload; behaviour belongs to page-wide listeners instead (lib/client/on-use.ts), which work on any
 * markup.
 * Client navigation fetches the page's full payload (the `.txt` files keep it), so the part renders
 * from its children there as anywhere else.
 */

/**
 * The wrapper's prop that names its part: the post-build step finds the wrapper in the payload by it.
 * Unique on its page: the name is how the wrapper finds the markup it showed before.
 */
export const STATIC_MARKUP_PROP = 'staticMarkupId';

/**
 * The wrapper's prop that lets its part stay in the payload, hydrated as usual, when it holds a client
 * component: for content written elsewhere (a doc's MDX may use tabs), where
 * most pages hold none and the rest still work. Without it, a client component inside fails the build.
 */
export const STATIC_MARKUP_OPTIONAL_PROP = 'optional';

/** The attribute the wrapper's element carries, with the part's name. */
export const STATIC_MARKUP_ATTRIBUTE = 'data-static-markup';
