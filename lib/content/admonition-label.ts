import type { AdmonitionType } from './docusaurus-source';

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
const ALIASES: Record<string, AdmonitionType> = { secondary: 'note', important: 'info', success: 'tip' };

/** The type an admonition renders as; an unknown or missing type is a note. */
export function admonitionKind(type: string | undefined): AdmonitionType {
  const lower = (type ?? 'note').toLowerCase();
  if (lower in ADMONITION_LABELS) return lower as AdmonitionType;
  return ALIASES[lower] ?? 'note';
}
