const JS_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** The value of a JavaScript string literal's body: `\_` is `_`, `\u0041` is `A`, as the import's source reads. */
export function jsStringValue(body: string): string {
  return body.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|[\s\S])/g, (_, escape: string) => {
    if (/^[ux]/.test(escape) && escape.length > 1) return String.fromCodePoint(parseInt(escape.replace(/^[ux]\{?|\}$/g, ''), 16));
    return JS_ESCAPES[escape] ?? (escape === '\n' ? '' : escape);
  });
}
