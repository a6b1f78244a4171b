// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPIED_FOR_MS, COPY_CODE_LABEL_CLASS, COPY_CODE_STATUS_CLASS, copyCode } from './copy-code';

/** A code block as CopyCodeButton renders it: body > (pre, span.code-copy > (button, status)). */
function codeBlock(code: string) {
  const label = { textContent: 'Copy' };
  const status = { textContent: '' };
  const body = { querySelector: (selector: string) => (selector === 'pre' ? { innerText: code } : null) };
  const box = {
    parentElement: body,
    querySelector: (selector: string) => (selector === `.${COPY_CODE_LABEL_CLASS}` ? label : selector === `.${COPY_CODE_STATUS_CLASS}` ? status : null),
  };
  const button = { parentElement: box } as unknown as Element;
  return { button, label, status };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('copyCode', () => {
  it('copies the code as shown, without its last newline, says so, and reads Copy again after a while', async () => {
    vi.useFakeTimers();
    const written: string[] = [];
    vi.stubGlobal('navigator', { clipboard: { writeText: async (text: string) => void written.push(text) } });
    const { button, label, status } = codeBlock('npm ci\nnpm start\n');
    await copyCode(button);
    expect(written).toEqual(['npm ci\nnpm start']);
    expect([label.textContent, status.textContent]).toEqual(['Copied', 'Code copied to the clipboard']);
    vi.advanceTimersByTime(COPIED_FOR_MS - 1);
    expect(label.textContent).toBe('Copied');
    // A second copy starts the time again.
    await copyCode(button);
    vi.advanceTimersByTime(COPIED_FOR_MS - 1);
    expect(label.textContent).toBe('Copied');
    vi.advanceTimersByTime(1);
    expect([label.textContent, status.textContent]).toEqual(['Copy', '']);
  });

  it('says the browser refused rather than pretend', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const { button, label, status } = codeBlock('x');
    await copyCode(button);
    expect([label.textContent, status.textContent]).toEqual(['Copy', 'The browser did not allow copying']);
  });
});
