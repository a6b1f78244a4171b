import { ThemedImage } from '@/components/shell/ThemedImage';
import type { NavbarConfig } from '@/lib/config/types';
import { siteLinkPath } from '@/lib/config/site-links';

/**
 * The navbar's logo, drawn on the server and handed to the navbar as markup: the navbar is a client
 * component, and the image with its dark-mode source needs no script.
 */
export function NavbarLogo({ logo }: { logo: (NavbarConfig['logo'] & { alt: string }) | undefined }) {
  return logo ? <ThemedImage className="navbar__logo" {...logo} src={siteLinkPath(logo.src)} srcDark={logo.srcDark && siteLinkPath(logo.srcDark)} /> : null;
}
