import type { ComponentProps } from 'react';
import { svgParts } from '@/lib/content/inline-svg';

/**
 * The component an imported SVG becomes (`import Chart from './chart.svg'`, then `<Chart />`), as
 * Docusaurus's SVGR makes it: the SVG drawn inline, at build time, with the props on its `<svg>`.
 */
export function inlineSvg(markup: string) {
  const parts = svgParts(markup);
  return function InlineSvg(props: ComponentProps<'svg'>) {
    if (!parts) return null;
    return <svg {...parts.props} {...props} dangerouslySetInnerHTML={{ __html: parts.inner }} />;
  };
}
