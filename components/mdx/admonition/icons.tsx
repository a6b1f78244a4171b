import type { AdmonitionType } from './Admonition';

// Drawn for this site: a circle with "i" (note, info), a bulb (tip), a triangle (warning, caution), a
// flame (danger). Decorative: the aside's name carries the type.
const PATHS: Record<AdmonitionType, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  tip: 'M9 21h6v-1.5H9V21Zm3-19a7 7 0 0 0-4 12.74V17h8v-2.26A7 7 0 0 0 12 2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  caution: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  danger: 'M12 2c1 4-3 6-3 10a3 3 0 0 0 6 0c0-1.5-.6-2.6-1.2-3.4C17 10 19 12.8 19 15.5A7 7 0 0 1 5 15.5C5 9.5 10 7 12 2Z',
};

export function AdmonitionIcon({ type }: { type: AdmonitionType }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" focusable="false">
      <path fill="currentColor" d={PATHS[type]} />
    </svg>
  );
}
