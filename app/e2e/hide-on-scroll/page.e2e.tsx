import { shellProps } from '@/lib/site/shell';
import { Navbar } from '@/components/shell/navbar/Navbar';
import { NavbarLogo } from '@/components/shell/navbar/NavbarLogo';

/**
 * Test-only page (built only in the e2e variant, SITE_VARIANT=e2e): the site's navbar with hide-on-scroll turned on,
 * which the spec's site leaves off, above content tall enough to scroll.
 */
export default function HideOnScrollPage() {
  const { logo, ...shell } = shellProps();
  return (
    <>
      <Navbar {...shell} logo={<NavbarLogo logo={logo} />} navbar={{ ...shell.navbar, hideOnScroll: true }} />
      <div className="container">
        <h1>Hide-on-scroll fixture</h1>
        <div style={{ height: '400vh' }} />
      </div>
    </>
  );
}
