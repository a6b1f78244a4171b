import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './tokens.css';
import './globals.css';
import './print.css';
import { siteConfig } from '@/lib/site';
import { clientVersions, shellProps } from '@/lib/site/shell';
import { headScript } from '@/lib/config/head-script';
import { layoutMetadata } from '@/lib/site/metadata';
import { SkipToContent, MAIN_CONTENT_ID } from '@/components/shell/SkipToContent';
import { AnnouncementBar } from '@/components/shell/AnnouncementBar';
import { Navbar } from '@/components/shell/navbar/Navbar';
import { NavbarLogo } from '@/components/shell/navbar/NavbarLogo';
import { Footer } from '@/components/shell/Footer';
import { ClientRuntime } from '@/components/shell/ClientRuntime';
import { RouteProgress } from '@/components/shell/RouteProgress';
import { AnalyticsSlot } from '@/components/shell/AnalyticsSlot';
import { RouteLoading } from '@/components/shell/RouteLoading';
import { BackToTop } from '@/components/shell/BackToTop';
import { UpdatePrompt } from '@/components/shell/UpdatePrompt';
import { serviceWorkerUrl } from '@/lib/offline/registration';
import { MainTransition } from '@/components/shell/MainTransition';

const locale = siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale];

export const metadata: Metadata = layoutMetadata;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#ffffff' };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { logo, ...shell } = shellProps();
  const bar = siteConfig.announcementBar;
  return (
    <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} data-theme={siteConfig.colorMode.defaultMode} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: headScript(siteConfig) }} />
      </head>
      <body>
        <SkipToContent />
        {bar && <AnnouncementBar bar={bar} />}
        <Navbar {...shell} logo={<NavbarLogo logo={logo} />} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="main-wrapper">
          <MainTransition>{children}</MainTransition>
        </main>
        <Footer footer={siteConfig.footer} siteTitle={siteConfig.title} />
        <BackToTop />
        <RouteLoading />
        <RouteProgress />
        {/* Only what the client needs: the docs options also hold functions (editUrl, MDX plugins). */}
        <ClientRuntime docs={{ versions: clientVersions, versionPersistence: siteConfig.docs.versionPersistence }} serviceWorker={serviceWorkerUrl(siteConfig)} />
        {siteConfig.offline?.enabled && <UpdatePrompt />}
        {siteConfig.analytics && <AnalyticsSlot analytics={siteConfig.analytics} />}
      </body>
    </html>
  );
}
