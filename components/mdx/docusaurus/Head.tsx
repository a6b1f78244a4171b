import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head`: React 19 moves `<title>`, `<meta>` and `<link>` rendered anywhere into the
 * document's head, so the children are rendered where they stand.
 */
export default function Head({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
