// Before Scalar, and Scalar by a dynamic import, not a static one: esbuild's code splitting runs the
// chunks a module imports before the module's own bare imports (evanw/esbuild#2598, #399), so a
// static import of Scalar ran Scalar's zod before this set zod's `jitless` option, and zod's probe of
// `Function` was refused by the Content-Security-Policy. The canary is in
// scripts/lib/interactive-bundle.test.ts.
import './zod-jitless';
import { createRoot } from 'react-dom/client';
import type ScalarReference from './ScalarReference';

type ScalarProps = Parameters<typeof ScalarReference>[0];

/**
 * The interactive reference's bundle (lib/api/interactive-bundle.ts): Scalar in a React root of its
 * own, mounted into an element the page gives it. Its own React, not the page's: the bundle is made
 * apart from Next's, so it cannot share the page's copy, and Scalar does not need to (it renders with
 * Vue inside the element). Resolves to the unmount.
 */
export async function mount(element: HTMLElement, props: ScalarProps): Promise<() => void> {
  const { default: Scalar } = await import('./ScalarReference');
  const root = createRoot(element);
  root.render(<Scalar {...props} />);
  return () => root.unmount();
}
