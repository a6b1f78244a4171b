// Markdown's rules load first, as they did when site-wide, so a component's own rule wins a tie.
import './markdown.css';
import { getMDXComponent } from 'next-contentlayer2/hooks';
import type { ComponentProps } from 'react';
import type { SidebarItem } from '@/lib/docs/sidebar';
import type { ReferenceGroup } from '@/lib/vital/reference';
import { CopyCodeButton } from './CopyCodeButton';
import { docusaurusModules } from './docusaurus/modules';
import Head from './docusaurus/Head';
import { MdxLink } from './MdxLink';
import { ParameterTable } from './ParameterTable';
import { ParameterReference } from './ParameterReference';
import { ScrollTable } from './ScrollTable';
import { themeComponents } from './theme';
import './markdown-extras.css';
import DocCardList from '@/components/docs/DocCardList';
import { StaticMarkup } from '@/components/static-markup/StaticMarkup';
import { Score } from '@/components/music/Score';
import { MusicSetData } from '@/components/music/MusicSetData';
import { InfimaStyles } from './InfimaStyles';
import { MDX_PROVIDER } from '@/lib/content/docusaurus-modules';

function MdxImage({ alt = '', ...rest }: ComponentProps<'img'>) {
  // Markdown images arrive with their size and loading set at build time (lib/content/rehype-content-images.ts).
  return <img alt={alt} loading="lazy" decoding="async" {...rest} />;
}

function MdxPre(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block__body">
      <pre {...props} />
      <CopyCodeButton />
    </div>
  );
}

/** Every page's components: the HTML overrides and the names of lib/content/provided-components.ts (but ParameterReference, which needs the page's data). */
export const mdxComponents = { a: MdxLink, img: MdxImage, table: ScrollTable, pre: MdxPre, ...themeComponents, Head, ParameterTable, DocCardList, Score, MusicSetData };

/** What the compiled bodies import: the `@docusaurus/*` modules and MDX's provider of the components above. */
const mdxGlobals = { ...docusaurusModules, [MDX_PROVIDER.global]: { useMDXComponents: () => mdxComponents } };

/**
 * Renders a compiled MDX body (contentlayer's code) on the server, with the site's components and
 * the data the page hands them: `cards`, what a `<DocCardList />` without items shows (a doc's
 * category), and `reference`, the groups `<ParameterReference />` shows.
 * The body is optional static markup (lib/static-markup.ts) named `part`, unique on its page: the
 * exported page's payload does not carry it unless it holds a client component (tabs, a score's
 * player), and links in it are route links.
 */
export function MdxContent({
  code,
  part,
  cards,
  reference = [],
  infimaClasses = [],
}: {
  code: string;
  part: string;
  cards?: SidebarItem[];
  reference?: ReferenceGroup[];
  /** The Infima utility classes the body uses (a page moved from Docusaurus): their rules come with it. */
  infimaClasses?: readonly string[];
}) {
  const Content = getMDXComponent(code, mdxGlobals);
  const withData = {
    ...mdxComponents,
    ParameterReference: () => <ParameterReference groups={reference} />,
    ...(cards && { DocCardList: (props: ComponentProps<typeof DocCardList>) => <DocCardList current={cards} {...props} /> }),
  };
  return (
    <>
      <InfimaStyles classes={infimaClasses} />
      <StaticMarkup staticMarkupId={part} optional className="markdown">
        {/* eslint-disable-next-line react-hooks/static-components -- a server component, rendered once per page: the compiled body has no state for a re-render to reset */}
        <Content components={withData} />
      </StaticMarkup>
    </>
  );
}
