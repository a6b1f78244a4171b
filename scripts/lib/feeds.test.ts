import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { feedsStep } from './feeds';

const config = (types: string[]) =>
  ({
    url: 'https://example.com',
    i18n: { defaultLocale: 'en', localeConfigs: { en: { htmlLang: 'en-GB' } } },
    blog: { feedOptions: { type: types, title: 'The blog', description: 'Notes', copyright: '© Someone' } },
  }) as never;
const post = (url: string, title: string, date: string) => ({
  url,
  title,
  date,
  description: `About ${title}`,
  authors: [{ key: 'a', name: 'Ann', url: 'https://ann.example', email: 'ann@example.com', socials: {} }],
  tags: [{ key: 't', label: 'Tuning', url: '/blog/tags/tuning' }],
});
const postPage = (route: string, body: string) => ({
  route,
  html: `<html><body><nav><a href="/">Home</a></nav><article class="blog-post__article"><div class="markdown">${body}<div data-feed-exclude>Share</div></div></article></body></html>`,
});

describe('the feeds step', () => {
  let out: string;
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'feeds-'));
    mkdirSync(join(out, 'blog'));
  });
  afterEach(() => rmSync(out, { recursive: true, force: true }));

  const site = { listedPosts: [post('/blog/2025/02/01/second', 'Second', '2025-02-01'), post('/blog/2025/01/01/first', 'First', '2025-01-01')] };
  const pages = [postPage('/blog/2025/02/01/second', '<p>Read <a href="/docs/About">this</a>.</p>'), postPage('/docs/About', '<p>Not a post</p>')];

  it('writes each configured feed, with each post’s content as its page renders it, links made absolute', () => {
    expect(feedsStep({ out, config: config(['rss', 'atom', 'json']), pages, site })).toEqual({ summary: '3 feeds' });
    expect(readdirSync(join(out, 'blog')).sort()).toEqual(['atom.xml', 'feed.json', 'rss.xml']);
    const json = JSON.parse(readFileSync(join(out, 'blog/feed.json'), 'utf8')) as { title: string; items: { url: string; content_html: string; author?: { name: string } }[] };
    expect(json.title).toBe('The blog');
    expect(json.items.map((item) => item.url)).toEqual(['https://example.com/blog/2025/02/01/second', 'https://example.com/blog/2025/01/01/first']);
    expect(json.items[0]!.content_html).toBe('<p>Read <a href="https://example.com/docs/About">this</a>.</p>');
    // A post without an exported page has no content, not another page's.
    expect(json.items[1]!.content_html ?? '').toBe('');
    const rss = readFileSync(join(out, 'blog/rss.xml'), 'utf8');
    expect(rss).toContain('<language>en-GB</language>');
    expect(rss).toContain('<category domain="https://example.com/blog/tags/tuning">Tuning</category>');
    expect(rss).not.toContain('ann@example.com');
    expect(rss).not.toContain('Share');
  });

  it('writes only the configured types', () => {
    expect(feedsStep({ out, config: config(['atom']), pages, site })).toEqual({ summary: '1 feeds' });
    expect(readdirSync(join(out, 'blog'))).toEqual(['atom.xml']);
    expect(readFileSync(join(out, 'blog/atom.xml'), 'utf8')).toContain('<title type="html"><![CDATA[Second]]></title>');
  });
});
