import type { SidebarCategory } from '@/lib/docs/sidebar';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import DocCardList from './DocCardList';
import './docs-layout.css';

/** A category's generated index: its title, description and a card per item, as Docusaurus makes it. */
export function GeneratedIndexPage({ category }: { category: SidebarCategory }) {
  const { title, description } = category.generatedIndex ?? { title: category.label };
  return (
    <div className={`${LAYOUT_CLASS.docsGeneratedIndex} doc-page`}>
      <article className="doc-article" data-search-root>
        <header>
          <h1>{title}</h1>
          {description && <p>{description}</p>}
        </header>
        <DocCardList items={category.items} />
      </article>
    </div>
  );
}
