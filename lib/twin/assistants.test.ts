import { describe, expect, it } from 'vitest';
import { assistantLinks } from './assistants';

describe('assistantLinks', () => {
  it('gives each configured assistant a link whose prompt names the twin, in the configured order', () => {
    const links = assistantLinks('https://site.example/docs/a.md', ['claude', 'chatgpt']);
    expect(links.map((l) => l.label)).toEqual(['Open in Claude', 'Open in ChatGPT']);
    expect(links[0]!.href).toBe('https://claude.ai/new?q=Read%20https%3A%2F%2Fsite.example%2Fdocs%2Fa.md%20so%20that%20I%20can%20ask%20you%20questions%20about%20it.');
    expect(new URL(links[1]!.href).searchParams.get('q')).toBe('Read https://site.example/docs/a.md so that I can ask you questions about it.');
  });

  it('an empty list shows none', () => {
    expect(assistantLinks('https://site.example/a.md', [])).toEqual([]);
  });
});
