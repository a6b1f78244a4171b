import type { SidebarsConfig } from './lib/docs/sidebar';

/**
 * The one docs sidebar (spec §2). A string is a doc id (its path under content/docs without .mdx).
 * Categories never auto-collapse; a doc marked `unlisted` stays hidden unless it is the current page.
 */
const sidebars: SidebarsConfig = {
  docs: [
    'About',
    {
      type: 'category',
      label: 'My Pieces',
      items: ['My-Pieces/Main', 'My-Pieces/Twelve'],
    },
    {
      type: 'category',
      label: 'Vital',
      items: [
        'Vital/Overview',
        {
          type: 'category',
          label: 'User Guide',
          items: [
            'Vital/UserGuide/Intro',
            'Vital/UserGuide/Oscillators-and-Sampler',
            'Vital/UserGuide/Filters',
            'Vital/UserGuide/Envelopes-and-LFOs',
            'Vital/UserGuide/Modulation',
            'Vital/UserGuide/Effects',
            'Vital/UserGuide/Global-Controls-and-Header-Bar',
            'Vital/UserGuide/Wavetable-Editor',
            'Vital/UserGuide/Advanced',
          ],
        },
        'Vital/Parameters',
        'Vital/Vital-Code-Docs',
      ],
    },
  ],
};

export default sidebars;
