/**
 * Docusaurus's `autoCollapseCategories` (docs.sidebar): opening a sidebar category folds the other
 * categories of its level, whether the visitor opened it or arrived on a page inside it while it was
 * folded. What is pure of it, for the folding menu (components/docs/AutoCollapseMenu.tsx) and its tests.
 */
import { categoryContains, categoryKey, type MenuItem } from './sidebar';

/**
 * The category of a level that opens because the visitor arrived on a page inside it, or null: the one
 * holding `activePath`, if it was folded as the sidebar was last drawn (`remembered` is what the visitor
 * left it as; never touched, it was as the author wrote it). Docusaurus opens such a category as if
 * the visitor had, which folds its siblings; one that was already open changes nothing.
 */
export function arrivedIn(items: readonly MenuItem[], levelKey: string, activePath: string, remembered: (key: string) => boolean | undefined): string | null {
  for (const item of items) {
    if (item.type !== 'category' || item.collapsible === false || !categoryContains(item, activePath)) continue;
    const key = categoryKey(levelKey, item.label);
    return (remembered(key) ?? item.collapsed !== true) ? null : key;
  }
  return null;
}
