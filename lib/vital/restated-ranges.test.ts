import { describe, expect, it } from 'vitest';
import { parseParameterFile } from './parameters';
import { restatedRanges } from './restated-ranges';

const data = parseParameterFile(
  `page: Vital/UserGuide/Filters
tables:
  - id: voice-filter
    title: Voice filter controls
    anchor: common-controls
    rows:
      - control: DRIVE
        range: 0 to 20 dB
        default: 0 dB
        description: Input gain.
        source: src/common/synth_parameters.cpp
      - control: Tune
        range: -100 to 100 (cents)
        default: "0"
        description: Fine pitch.
        source: src/common/synth_parameters.cpp
      - control: Style
        range: 12dB, 24dB
        default: 12dB
        description: The response.
        source: src/common/synth_parameters.cpp
`,
  'content/data/vital/filters.yaml',
);

describe('restatedRanges', () => {
  it('finds a range the data states, written again in prose for the control it names', () => {
    const page = '## Drive\n\nThe DRIVE control runs from 0 to 20 dB.\n\nRaise **Drive** by up to 20 dB.\n\nThe tune knob moves $\\pm 100$ cents; tune spans −100 to 100.\n';
    expect(restatedRanges(page, [data])).toEqual([
      { line: 3, stated: '0 to 20', row: 'filters/voice-filter, DRIVE', anchor: 'voice-filter-drive' },
      { line: 5, stated: 'up to 20', row: 'filters/voice-filter, DRIVE', anchor: 'voice-filter-drive' },
      { line: 7, stated: '±100', row: 'filters/voice-filter, Tune', anchor: 'voice-filter-tune' },
      { line: 7, stated: '-100 to 100', row: 'filters/voice-filter, Tune', anchor: 'voice-filter-tune' },
    ]);
  });

  it('leaves numbers alone that are no range of a control the sentence names', () => {
    const page = [
      'The filter runs from 0 to 20 voices.', // no control named
      'DRIVE at 0 to 12 dB is gentle.', // another range
      'See the [DRIVE range](/docs/Vital/UserGuide/Filters#voice-filter-drive).',
      '```text',
      'DRIVE 0 to 20',
      '```',
      'The `DRIVE 0 to 20` example is code.',
    ].join('\n');
    expect(restatedRanges(page, [data])).toEqual([]);
  });
});
