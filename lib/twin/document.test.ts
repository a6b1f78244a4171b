import { describe, expect, it } from 'vitest';
import { twinDocument } from './document';

describe('twinDocument', () => {
  it('opens with the title, description, canonical URL, other facts and the last update date', () => {
    const text = twinDocument(
      { title: 'Post', description: 'What it\nsays.', canonicalUrl: 'https://site.example/blog/1', lastUpdated: '2025-03-04T10:00:00Z', facts: [['Published', '2025-03-01']] },
      'Body.',
    );
    expect(text).toBe(['# Post', '', '> What it says.', '', '- Canonical URL: https://site.example/blog/1', '- Published: 2025-03-01', '- Last updated: 2025-03-04', '', 'Body.', ''].join('\n'));
  });
});
