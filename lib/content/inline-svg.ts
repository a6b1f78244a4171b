/**
 * An SVG file imported by a page (`import Chart from './chart.svg'`, then `<Chart />`), as Docusaurus
 * gives it, through SVGR: a component that draws the SVG inline, where props such as `className`,
 * `width` or `role` land on its `<svg>`. The build reads the file (lib/content/remark-doc-assets.ts);
 * here its root element's attributes become React props and the rest its inner markup.
 */

/** The name of the function the compiled page calls for each imported SVG (components/mdx/docusaurus/modules.ts). */
export const INLINE_SVG_GLOBAL = '__siteInlineSvg';

export interface SvgParts {
  /** The root `<svg>` element's attributes, as React props. */
  props: Record<string, string | Record<string, string>>;
  /** Everything inside the root element. */
  inner: string;
}

/** `stroke-width` → `strokeWidth`, `xlink:href` → `xlinkHref`; `aria-*` and `data-*` stay as written, as React takes them. */
function propName(attribute: string): string {
  if (attribute === 'class') return 'className';
  if (/^(aria|data)-/.test(attribute)) return attribute;
  return attribute.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `fill: red; stroke-width: 2` → `{ fill: 'red', strokeWidth: '2' }`, as React's `style` prop takes it. */
function styleObject(css: string): Record<string, string> {
  return Object.fromEntries(
    css
      .split(';')
      .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.trim()))
      .filter(([name, value]) => name && value)
      .map(([name, value]) => [name!.startsWith('--') ? name! : name!.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value!]),
  );
}

/** The parts of an SVG file's markup, or null when it has no `<svg>` element. */
export function svgParts(markup: string): SvgParts | null {
  const body = markup.replace(/<\?xml[\s\S]*?\?>|<!DOCTYPE[\s\S]*?>|<!--[\s\S]*?-->/gi, '');
  const open = /<svg\b([^>]*?)(\/?)>/i.exec(body);
  if (!open) return null;
  const close = body.lastIndexOf('</svg>');
  const inner = open[2] === '/' || close < 0 ? '' : body.slice(open.index + open[0].length, close).trim();
  const props: SvgParts['props'] = {};
  for (const [, name, , double, single] of open[1]!.matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    const value = double ?? single ?? '';
    props[propName(name!)] = name === 'style' ? styleObject(value) : value;
  }
  return { props, inner };
}
