import { describe, expect, it } from 'vitest';
import { absoluteUrls } from './remark-stylesheet-imports';

describe('absoluteUrls', () => {
  it("makes a served stylesheet's relative addresses absolute, and leaves the others", () => {
    const css = ".a { background: url(img/dot.png); }\n.b { background: url('../fonts/x.woff2'); }\n.c { background: url(/img/y.png); }\n.d { background: url(data:image/png;base64,AA); }\n.e { mask: url(#m); }";
    expect(absoluteUrls(css, '/css/')).toBe(
      ".a { background: url(/css/img/dot.png); }\n.b { background: url('/fonts/x.woff2'); }\n.c { background: url(/img/y.png); }\n.d { background: url(data:image/png;base64,AA); }\n.e { mask: url(#m); }",
    );
  });
});
