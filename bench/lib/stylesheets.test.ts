import { describe, expect, it } from 'vitest';
import { renderBlockingStylesheets } from './stylesheets';

describe('renderBlockingStylesheets', () => {
  it('counts each stylesheet link that applies to the screen', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="stylesheet" href="/b.css" media="all">' +
      '<link rel="stylesheet" href="/c.css" media="screen and (min-width: 40em)"></head>';
    expect(renderBlockingStylesheets(html)).toEqual(['/a.css', '/b.css', '/c.css']);
  });

  it('leaves out print-only, disabled and preloaded sheets, and inline styles', () => {
    const html =
      '<link rel="stylesheet" href="/print.css" media="print"><link rel="stylesheet" href="/off.css" disabled>' +
      '<link rel="preload" as="style" href="/later.css"><style>body{margin:0}</style><link rel="icon" href="/favicon.ico">';
    expect(renderBlockingStylesheets(html)).toEqual([]);
  });
});
