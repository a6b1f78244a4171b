import type { Metadata } from 'next';
import { owner, siteConfig } from '@/lib/site';
import { pageMetadata } from '@/lib/site/metadata';
import { LAYOUT_CLASS } from '@/lib/layout-classes';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeSections } from '@/components/home/HomeSections';

export const metadata: Metadata = {
  ...pageMetadata({ description: owner.bio ?? siteConfig.tagline, path: '/' }),
  title: { absolute: `${siteConfig.title} ${siteConfig.titleDelimiter} ${siteConfig.tagline}` },
};

export default function Home() {
  return (
    <div className={LAYOUT_CLASS.custom}>
      <HomeHero owner={owner} tagline={siteConfig.tagline} actions={siteConfig.home.actions} />
      <HomeSections {...siteConfig.home.sections} />
    </div>
  );
}
