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

const cutoff = parseParameterFile(
  `page: Vital/UserGuide/Filters
tables:
  - id: voice-filter
    title: Voice filter controls
    anchor: common-controls
    rows:
      - control: Cutoff
        range: -52 to 76 semitones from middle C (13 Hz to 21.1 kHz when DISPLAY shows Hz)
        default: 0 semitones
        description: Corner frequency.
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

  it('finds a range written with the same word before each end', () => {
    const page = 'DRIVE goes from level 0 to level 20.\n\nThe tune moves between cents -100 and cents 100.\n';
    expect(restatedRanges(page, [data])).toEqual([
      { line: 1, stated: '0 to level 20', row: 'filters/voice-filter, DRIVE', anchor: 'voice-filter-drive' },
      { line: 3, stated: '-100 and cents 100', row: 'filters/voice-filter, Tune', anchor: 'voice-filter-tune' },
    ]);
  });

  it('finds a range in semitones from middle C restated as the MIDI notes the code stores', () => {
    const page = 'With the cutoff stored from note 8 to note 136, an amount of 0.25 reads 32.\n';
    expect(restatedRanges(page, [cutoff])).toEqual([{ line: 1, stated: '8 to note 136', row: 'filters/voice-filter, Cutoff', anchor: 'voice-filter-cutoff' }]);
  });

  it('finds a top written after the number or as a maximum', () => {
    const page = 'Push DRIVE to 20 dB at most.\n\nDRIVE adds 20 dB maximum.\n\nDRIVE has a maximum of 20 dB.\n';
    expect(restatedRanges(page, [data]).map((r) => [r.line, r.stated])).toEqual([
      [1, '20 dB at most'],
      [3, '20 dB maximum'],
      [5, 'a maximum of 20'],
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
      'DRIVE steps from bar 0 to beat 20 of the loop.', // different words before the two numbers: no range
      'DRIVE reaches 12 dB at most here.', // not the top of the range
      'The cutoff sits at note 8 and the filter on note 136.', // no "to" or "and" between the two notes
    ].join('\n');
    expect(restatedRanges(page, [data, cutoff])).toEqual([]);
  });
});
