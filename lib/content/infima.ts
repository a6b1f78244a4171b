/**
 * Docusaurus's Infima utility classes, as pages moved from a Docusaurus site use them in their markup
 * (`<div className="row">`, `<a className="button button--primary margin-right--md">`): the rules of
 * the classes a page uses, written here in the site's tokens and scoped to rendered Markdown. A page
 * carries only the rules it uses, and a page that uses none carries nothing. Covered: spacing, text,
 * the grid, button sizes, the colour variants (`text--danger`, `button--success`), alerts, badges,
 * cards and shadows (README, "Moving a Docusaurus site here").
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

/**
 * Infima's colour variants in the admonitions' palette (components/mdx/admonition/): a strong colour
 * for text, badges and buttons, each at least 4.5:1 against white, and a soft one with a border
 * colour for alerts. `primary` is the site's own.
 */
const VARIANTS: Readonly<Record<string, { strong: string; soft: string; border: string }>> = {
  primary: { strong: 'var(--color-primary)', soft: 'var(--color-primary-soft)', border: 'var(--color-primary)' },
  secondary: { strong: '#4b5563', soft: '#f4f5f7', border: '#6b7280' },
  success: { strong: '#166534', soft: '#ecfdf3', border: '#15803d' },
  info: { strong: '#1e40af', soft: '#eff6ff', border: '#1d4ed8' },
  warning: { strong: '#92400e', soft: '#fffbeb', border: '#b45309' },
  danger: { strong: '#991b1b', soft: '#fef2f2', border: '#b91c1c' },
};

/** Rules of the classes that are a block of their own (alerts, badges, cards, shadows), by class. */
const BLOCKS: Readonly<Record<string, string>> = {
  alert: 'display: block; margin-bottom: var(--space-5); padding: var(--space-4); border: 1px solid var(--color-border); border-left-width: 5px; border-radius: var(--radius); background: var(--color-bg-soft); color: var(--color-text)',
  badge: 'display: inline-block; padding: 0.25em 0.55em; border-radius: 0.25rem; background: var(--color-primary); color: #ffffff; font-size: 0.75em; font-weight: 700; line-height: 1.2',
  card: 'display: flex; flex-direction: column; overflow: hidden; border: 1px solid var(--color-border); border-radius: var(--radius); background: var(--color-bg); box-shadow: var(--shadow)',
  card__header: 'padding: var(--space-4) var(--space-4) 0',
  card__body: 'padding: var(--space-4)',
  card__footer: 'margin-top: auto; padding: 0 var(--space-4) var(--space-4)',
  card__image: 'display: block; width: 100%',
  'shadow--lw': 'box-shadow: 0 1px 2px rgb(0 0 0 / 0.1) !important',
  'shadow--md': 'box-shadow: var(--shadow) !important',
  'shadow--tl': 'box-shadow: 0 8px 28px rgb(0 0 0 / 0.16) !important',
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
  const variant = modifier ? VARIANTS[modifier] : undefined;
  if (variant && family === 'text') return rule(className, `color: ${variant.strong}`);
  if (variant && family === 'alert') return rule(`alert.${className}`, `background: ${variant.soft}; border-color: ${variant.border}`);
  if (variant && family === 'badge') return rule(`badge.${className}`, `background: ${variant.strong}`);
  // The site's own buttons are primary and secondary; Infima's other colours are filled the same way.
  if (variant && family === 'button' && modifier !== 'primary' && modifier !== 'secondary') return rule(`button.${className}`, `background: ${variant.strong}; border-color: ${variant.strong}; color: #ffffff`);
  if (BLOCKS[className]) return rule(className, BLOCKS[className]);
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
  if (used.includes('card__image')) rules.push('.markdown .card__image img { display: block; width: 100%; height: auto; }');
  if (used.some((className) => className === 'col' || className.startsWith('col--'))) {
    rules.push('@media (max-width: 996px) { .markdown .col { flex: 0 0 100%; max-width: 100%; margin-left: 0; } }');
  }
  return rules.join('\n');
}
