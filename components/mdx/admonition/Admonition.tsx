import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { AdmonitionIcon } from './icons';
import styles from './admonition.module.css';
import { ADMONITION_LABELS, admonitionKind } from '@/lib/content/admonition-label';
import type { AdmonitionType } from '@/lib/content/admonition-label';

export type { AdmonitionType };

export interface AdmonitionProps {
  type?: string;
  title?: ReactNode;
  /** Docusaurus's prop to replace the icon. */
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/**
 * `:::tip Title`, `<Admonition type="tip">` (`@theme/Admonition`) and the site's `<Callout>`: a note
 * (ARIA's `note` role) named by its type, and by its title when it has one ("Tip: Title"). Not an
 * aside: that is a landmark, and landmarks must have names of their own, where a page may well hold
 * two untitled boxes of one type (axe's landmark-unique).
 */
/** A `:::type` title with Markdown in it, written by the build as the admonition's first child. */
export function AdmonitionTitle({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export function Admonition({ type, title, icon, className, children }: AdmonitionProps) {
  const kind = admonitionKind(type);
  const label = ADMONITION_LABELS[kind];
  const items = Children.toArray(children);
  const richTitle = items.find((c): c is ReactElement<{ children?: ReactNode }> => isValidElement(c) && c.type === AdmonitionTitle);
  const body = richTitle ? items.filter((c) => c !== richTitle) : children;
  const custom = title !== undefined && title !== null && title !== '';
  return (
    <div role="note" className={[styles.admonition, styles[kind], className].filter(Boolean).join(' ')} aria-label={custom && typeof title === 'string' ? `${label}: ${title}` : label}>
      <p className={styles.heading}>
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <AdmonitionIcon type={kind} />}
        </span>
        {richTitle ? richTitle.props.children : custom ? title : label}
      </p>
      <div className={styles.body}>{body}</div>
    </div>
  );
}
