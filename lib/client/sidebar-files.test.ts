import { describe, expect, it } from 'vitest';
import { requestSidebarFile, sidebarFileState } from './sidebar-files';

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, status: ok ? 200 : 404, json: () => Promise.resolve(body) } as Response);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('requestSidebarFile', () => {
  it('fetches a file once, loading then loaded, however often it is asked for', async () => {
    const asked: string[] = [];
    const fetchFile = ((src: string) => (asked.push(src), answer([{ type: 'link', label: 'A', href: '/docs/a' }]))) as typeof fetch;
    requestSidebarFile('/s/one.json', fetchFile);
    expect(sidebarFileState('/s/one.json')).toEqual({ status: 'loading' });
    requestSidebarFile('/s/one.json', fetchFile);
    await settled();
    expect(sidebarFileState('/s/one.json')).toEqual({ status: 'loaded', items: [{ type: 'link', label: 'A', href: '/docs/a' }] });
    requestSidebarFile('/s/one.json', fetchFile);
    expect(asked).toEqual(['/s/one.json']);
  });

  it('says when a file failed, and fetches it again when asked again', async () => {
    requestSidebarFile('/s/two.json', (() => answer(null, false)) as typeof fetch);
    await settled();
    expect(sidebarFileState('/s/two.json')).toEqual({ status: 'failed' });
    requestSidebarFile('/s/two.json', (() => Promise.reject(new TypeError('offline'))) as typeof fetch);
    await settled();
    expect(sidebarFileState('/s/two.json')).toEqual({ status: 'failed' });
    requestSidebarFile('/s/two.json', (() => answer([])) as typeof fetch);
    await settled();
    expect(sidebarFileState('/s/two.json')).toEqual({ status: 'loaded', items: [] });
  });
});
