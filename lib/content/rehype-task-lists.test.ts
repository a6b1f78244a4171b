import { describe, expect, it } from 'vitest';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeTaskLists } from './rehype-task-lists';

const html = (markdown: string) => String(unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeTaskLists).use(rehypeStringify).processSync(markdown));

describe('rehypeTaskLists', () => {
  it("names each task's checkbox by the item's text", () => {
    const out = html('- [x] Ship the **release**\n- [ ] Write the `notes`\n');
    expect(out).toContain('<input type="checkbox" checked disabled aria-label="Ship the release">');
    expect(out).toContain('<input type="checkbox" disabled aria-label="Write the notes">');
  });

  it('leaves a nested list out of the name, and names the nested tasks by their own text', () => {
    const out = html('- [ ] Parent task\n  - [x] Child task\n');
    expect(out).toContain('aria-label="Parent task"');
    expect(out).toContain('aria-label="Child task"');
  });

  it('names the box in a loose list, where the text is in a paragraph', () => {
    expect(html('- [ ] First\n\n- [x] Second\n')).toContain('aria-label="Second"');
  });

  it('leaves a plain list alone', () => {
    expect(html('- a plain item\n')).not.toContain('aria-label');
  });
});
