'use client';

import { Component, type ComponentType, type ReactNode } from 'react';
import type { ResolvedNavbarItem } from '@/lib/config/navbar';
import { unknownNavbarItemMessage } from '@/lib/config/messages';
import type { I18nConfig } from '@/lib/config/types';
import { SearchButton } from '@/components/search/SearchButton';
import { NavLink } from './items/NavLink';
import { DropdownNavbarItem } from './items/DropdownNavbarItem';
import { LocaleDropdownNavbarItem } from './items/LocaleDropdownNavbarItem';
import { DocsVersionDropdownNavbarItem } from './items/DocsVersionDropdownNavbarItem';
import { DocsVersionNavbarItem } from './items/DocsVersionNavbarItem';
import { VersionedDocNavbarItem } from './items/VersionedDocNavbarItem';
import { HtmlNavbarItem } from './items/HtmlNavbarItem';

interface ItemProps {
  item: ResolvedNavbarItem;
  mobile: boolean;
  i18n: I18nConfig;
  onNavigate?: () => void;
}

type Renderer = ComponentType<ItemProps>;

/** An item inside a dropdown: a link (a doc's, with several versions, chosen on the client), else the item itself. */
function renderDropdownChild(child: ResolvedNavbarItem, { mobile, i18n, onNavigate }: Omit<ItemProps, 'item'>): ReactNode {
  const className = mobile ? 'menu__link' : 'dropdown__link';
  if (child.kind === 'link') return <NavLink item={child} className={className} onNavigate={onNavigate} />;
  if (child.kind === 'versionedDocLink') return <VersionedDocNavbarItem item={child} className={className} onNavigate={onNavigate} />;
  return <NavbarItem item={child} mobile={mobile} i18n={i18n} onNavigate={onNavigate} />;
}

/**
 * One component per navbar item kind. doc and docSidebar items arrive already resolved to links
 * (lib/config/navbar.ts), so they share the link component; with several docs versions they, like a
 * docsVersion item, become one on the client, where the page and the stored preferred version are known.
 */
const registry: Record<ResolvedNavbarItem['kind'], Renderer> = {
  link: ({ item, mobile, onNavigate }) => <NavLink item={item as Extract<ResolvedNavbarItem, { kind: 'link' }>} className={mobile ? 'menu__link' : 'navbar__link'} onNavigate={onNavigate} />,
  dropdown: ({ item, ...props }) => (
    <DropdownNavbarItem item={item as Extract<ResolvedNavbarItem, { kind: 'dropdown' }>} mobile={props.mobile} renderChild={(child) => renderDropdownChild(child, props)} />
  ),
  search: ({ item }) => <SearchButton config={(item as Extract<ResolvedNavbarItem, { kind: 'search' }>).config} />,
  html: ({ item, mobile }) => <HtmlNavbarItem item={item as Extract<ResolvedNavbarItem, { kind: 'html' }>} mobile={mobile} />,
  localeDropdown: ({ item, mobile, i18n }) => <LocaleDropdownNavbarItem item={item as Extract<ResolvedNavbarItem, { kind: 'localeDropdown' }>} i18n={i18n} mobile={mobile} />,
  docsVersion: ({ item, mobile, onNavigate }) => (
    <DocsVersionNavbarItem item={item as Extract<ResolvedNavbarItem, { kind: 'docsVersion' }>} className={mobile ? 'menu__link' : 'navbar__link'} onNavigate={onNavigate} />
  ),
  versionedDocLink: ({ item, mobile, onNavigate }) => (
    <VersionedDocNavbarItem item={item as Extract<ResolvedNavbarItem, { kind: 'versionedDocLink' }>} className={mobile ? 'menu__link' : 'navbar__link'} onNavigate={onNavigate} />
  ),
  docsVersionDropdown: ({ item, ...props }) => (
    <DocsVersionDropdownNavbarItem item={item as Extract<ResolvedNavbarItem, { kind: 'docsVersionDropdown' }>} mobile={props.mobile} renderChild={(child) => renderDropdownChild(child, props)} />
  ),
};

export function navbarItemComponent(kind: string): Renderer {
  const found = (registry as Record<string, Renderer | undefined>)[kind];
  if (!found) throw new Error(unknownNavbarItemMessage(kind));
  return found;
}

/** Turns a render error into one that tells the author which configured item to check. */
class NavbarItemBoundary extends Component<{ source: unknown; children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      throw new Error(`A navbar item failed to render. Check this item in site.config.ts (navbar.items):\n${JSON.stringify(this.props.source, null, 2)}`, { cause: this.state.error });
    }
    return this.props.children;
  }
}

export function NavbarItem(props: ItemProps) {
  const Renderer = navbarItemComponent(props.item.kind);
  return (
    <NavbarItemBoundary source={props.item.source}>
      {/* eslint-disable-next-line react-hooks/static-components -- the registry's renderers are module-level components: a kind looks up the same one on every render */}
      <Renderer {...props} />
    </NavbarItemBoundary>
  );
}
