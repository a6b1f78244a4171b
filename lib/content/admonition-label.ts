/** The admonition keywords of Docusaurus 3's classic theme. */
export const ADMONITION_TYPES = ['note', 'tip', 'info', 'warning', 'caution', 'danger'] as const;
export type AdmonitionType = (typeof ADMONITION_TYPES)[number];

/** What an admonition is called on the page (and in its Markdown twin): "Tip", or "Tip: Title". */
export const ADMONITION_LABELS: Record<AdmonitionType, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

/** Older Docusaurus keywords that still render, as their modern type. */
const ALIASES: Readonly<Record<string, AdmonitionType>> = { secondary: 'note', important: 'info', success: 'tip' };

/** The type an admonition keyword names, the older aliases included; null for a word that names none. */
export function admonitionType(keyword: string): AdmonitionType | null {
  const lower = keyword.toLowerCase();
  if (Object.hasOwn(ADMONITION_LABELS, lower)) return lower as AdmonitionType;
  return Object.hasOwn(ALIASES, lower) ? ALIASES[lower]! : null;
}

/** The type an admonition renders as; an unknown or missing type is a note. */
export const admonitionKind = (type: string | undefined): AdmonitionType => admonitionType(type ?? 'note') ?? 'note';
