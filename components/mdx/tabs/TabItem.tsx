import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  className?: string;
  /** Extra attributes for the tab (Docusaurus's `attributes`). */
  attributes?: Record<string, unknown>;
  children?: ReactNode;
}

/** What a rendered TabItem tells <Tabs> through its attributes. */
export interface TabPanelAttributes {
  'data-value'?: string;
  'data-label'?: string;
  'data-default'?: string;
  'data-attributes'?: string;
}

/**
 * One panel of a <Tabs> (`@theme/TabItem`). A server component: it renders the panel with its value,
 * label and extra attributes as data attributes, which <Tabs> reads, so no TabItem code is shipped.
 */
export function TabItem({ value, label, default: isDefault, className, attributes, children }: TabItemProps) {
  return (
    <div role="tabpanel" className={className} data-value={value} data-label={label} data-default={isDefault ? '' : undefined} data-attributes={attributes ? JSON.stringify(attributes) : undefined}>
      {children}
    </div>
  );
}
