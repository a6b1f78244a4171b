import { describe, expect, it } from 'vitest';
import { serviceWorkerUrl } from './registration';

describe('serviceWorkerUrl', () => {
  it('is the worker under the base URL in a build with offline reading on', () => {
    expect(serviceWorkerUrl({ baseUrl: '/', offline: { enabled: true } }, 'production')).toBe('/sw.js');
    expect(serviceWorkerUrl({ baseUrl: '/site/', offline: { enabled: true } }, 'production')).toBe('/site/sw.js');
  });

  it('is none with offline reading off or absent', () => {
    expect(serviceWorkerUrl({ baseUrl: '/', offline: { enabled: false } }, 'production')).toBeUndefined();
    expect(serviceWorkerUrl({ baseUrl: '/' }, 'production')).toBeUndefined();
  });

  it('is none in npm run dev, which serves no worker', () => {
    expect(serviceWorkerUrl({ baseUrl: '/', offline: { enabled: true } }, 'development')).toBeUndefined();
  });
});
