/**
 * A page's payload shaped as Next 16.4 and 16.5 write it with `experimental.inlineCss`, for the unit tests of
 * the post-build step "page payloads" and of its stylesheet part: the page's stylesheets as text rows
 * (2, 3) for the tree in row 0 and row 4, and the global-error boundary's copies of both (rows 11, 12
 * and text rows 2d, 2e) plus its own stylesheet (row 13).
 */
export const css = (marker: string) => `.${marker}{content:"é ♪ 𝄞"}`;
export const text = (id: string, value: string) => `${id}:T${Buffer.byteLength(value).toString(16)},${value}`;
export const style = (id: string, key: string, href: string, children: string) => `${id}:${JSON.stringify(['$', 'style', key, { nonce: '$undefined', precedence: 'next', href, children }])}\n`;
const root = (g: string) => `0:{"P":null,"t":{"r":["$","$1","c",{"children":[["$","style","0",{"precedence":"next","href":"/a.css","children":"$2"}],"$L4"]}]},"G":["$10",[${g}]],"S":true}\n`;
export const flight = [
  '1:"$Sreact.fragment"\n',
  ':HL["/img/logo.svg","image"]\n',
  text('2', css('layout')),
  text('3', css('navbar')),
  '10:I[1,["x"],"default"]\n',
  root('"$L11","$L12","$L13"'),
  style('4', '1', '/b.css', '$3'),
  text('2d', css('layout')),
  text('2e', css('navbar')),
  style('11', '0', '/a.css', '$2d'),
  style('12', '1', '/b.css', '$2e'),
  style('13', '2', '/error.css', '.error-fallback{max-width:48rem}'),
  '9:["$","html",null,{"lang":"en"}]\n',
].join('');
export const inDocument = new Set(['/a.css', '/b.css']);

export const escaped = (value: unknown) => JSON.stringify(value).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const push = (chunk: string) => `<script>self.__next_f.push(${escaped([1, chunk])})</script>`;
/** A page whose payload is split across three scripts, one break inside a text row, as Next splits it. */
export function page(stream: string, cuts = [stream.indexOf('.navbar') + 3, stream.indexOf('12:')]): string {
  const chunks = [0, ...cuts, stream.length].slice(1).map((end, i, ends) => stream.slice(i === 0 ? 0 : ends[i - 1], end));
  return [
    '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
    '<style data-precedence="next" data-href="/a.css /b.css">.layout{}.navbar{}</style></head><body><main>Hi</main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    push(chunks[0] ?? ''),
    '<p>between</p>',
    ...chunks.slice(1).map(push),
    '</body></html>',
  ].join('');
}
