/**
 * Docusaurus's Infima utility classes, as pages moved from a Docusaurus site use them in their markup
 * (`<div className="row">`, `<a className="button button--primary margin-right--md">`): the rules of
 * the classes a page uses, written here in the site's tokens and scoped to rendered Markdown. A page
 * carries only the rules it uses, and a page that uses none carries nothing. The common families are
 * covered: spacing, text, the grid and button sizes; colour variants, alerts, badges and cards are
 * not (README, "Moving a Docusaurus site here").
 */

/** Infima's spacing scale, in multiples of its 1rem spacing unit. */
const SPACE: Readonly<Record<string, string>> = { none: '0', xs: 'var(--space-1)', sm: 'var(--space-2)', md: 'var(--space-4)', lg: 'var(--space-8)', xl: 'calc(var(--space-4) * 5)' };
const SIDES: Readonly<Record<string, readonly string[]>> = { '': [''], top: ['-top'], bottom: ['-bottom'], left: ['-left'], right: ['-right'], vert: ['-top', '-bottom'], horiz: ['-left', '-right'] };
const SPACING = /^(margin|padding)(?:-(top|bottom|left|right|vert|horiz))?--(none|xs|sm|md|lg|xl)$/;

const TEXT: Readonly<Record<string, string>> = {
  left: 'text-align: left',
  center: 'text-align: center',
  right: 'text-align: right',
  justify: 'text-align: justify',
  truncate: 'overflow: hidden; text-overflow: ellipsis; white-space: nowrap',
  break: 'overflow-wrap: anywhere',
  lowercase: 'text-transform: lowercase',
  uppercase: 'text-transform: uppercase',
  capitalize: 'text-transform: capitalize',
  light: 'font-weight: 300',
  normal: 'font-weight: 400',
  semibold: 'font-weight: 600',
  bold: 'font-weight: 700',
  italic: 'font-style: italic',
  'no-decoration': 'text-decoration: none',
  primary: 'color: var(--color-primary)',
  secondary: 'color: var(--color-text-muted)',
};

const ROW_ALIGN: Readonly<Record<string, string>> = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch', baseline: 'baseline' };

/** The gutter between columns: Infima's horizontal spacing unit. */
const GUTTER = 'var(--space-4)';

const BUTTON: Readonly<Record<string, string>> = {
  sm: 'padding: var(--space-1) var(--space-3); font-size: 0.875rem',
  lg: 'padding: var(--space-3) var(--space-6); font-size: 1.125rem',
  block: 'display: flex; width: 100%; justify-content: center',
  outline: 'background: transparent; border-color: var(--color-primary); color: var(--color-primary)',
  link: 'background: transparent; border-color: transparent; color: var(--color-primary); text-decoration: underline',
};

const rule = (className: string, declarations: string) => `.markdown .${className} { ${declarations}; }`;
const percent = (columns: number) => `${Number(((columns / 12) * 100).toFixed(4))}%`;

/** The rule of one Infima class, or null for a class this site does not give one. */
export function infimaRule(className: string): string | null {
  const spacing = SPACING.exec(className);
  if (spacing) {
    const [, property, side = '', size] = spacing;
    return rule(className, SIDES[side]!.map((suffix) => `${property}${suffix}: ${SPACE[size!]} !important`).join('; '));
  }
  const [family, modifier] = className.split('--') as [string, string | undefined];
  if (family === 'text' && modifier && TEXT[modifier]) return rule(className, TEXT[modifier]);
  if (className === 'row') return rule(className, `display: flex; flex-wrap: wrap; margin-inline: calc(${GUTTER} * -1)`);
  if (className === 'row--no-gutters') return `${rule(className, 'margin-inline: 0')}\n.markdown .row--no-gutters > .col { padding-inline: 0; }`;
  if (family === 'row' && modifier?.startsWith('align-') && ROW_ALIGN[modifier.slice(6)]) return rule(className, `align-items: ${ROW_ALIGN[modifier.slice(6)]}`);
  if (className === 'col') return rule(className, `flex: 1 0 0; max-width: 100%; padding-inline: ${GUTTER}`);
  const columns = /^col--(offset-)?([1-9]|1[0-2])$/.exec(className);
  if (columns) return rule(className, columns[1] ? `margin-left: ${percent(Number(columns[2]))}` : `flex: 0 0 ${percent(Number(columns[2]))}; max-width: ${percent(Number(columns[2]))}`);
  if (family === 'button' && modifier && BUTTON[modifier]) return rule(`button.${className}`, BUTTON[modifier]);
  return null;
}

/** Whether `className` is an Infima class this site gives a rule. */
export const isInfimaClass = (className: string): boolean => infimaRule(className) !== null;

/**
 * The stylesheet for the Infima classes a page uses, in a fixed order whatever order they came in; on
 * a phone, columns stack, as Infima's do. Empty when none of them has a rule here.
 */
export function infimaStylesheet(classNames: Iterable<string>): string {
  const used = [...new Set(classNames)].filter(isInfimaClass).sort();
  const rules = used.map((className) => infimaRule(className)!);
  if (used.some((className) => className === 'col' || className.startsWith('col--'))) {
    rules.push('@media (max-width: 996px) { .markdown .col { flex: 0 0 100%; max-width: 100%; margin-left: 0; } }');
  }
  return rules.join('\n');
}
