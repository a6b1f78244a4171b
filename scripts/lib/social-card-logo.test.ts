import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardLogoDataUrl, largestPngInIcon } from './social-card-logo';
import { iconBitmap, iconFile } from './icon-file.fixture';

const PNG = readFileSync('public/img/social-card.png');
const SVG = readFileSync('public/img/logo.svg');

describe('the logo a social card draws', () => {
  it('is the file itself where the renderer draws its type', () => {
    expect(cardLogoDataUrl(PNG)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(cardLogoDataUrl(SVG)?.startsWith('data:image/svg+xml;base64,')).toBe(true);
  });

  it("is an icon file's largest PNG image, which the renderer draws where it cannot draw the icon", () => {
    const small = Buffer.concat([PNG.subarray(0, 8), Buffer.from('small')]);
    const icon = iconFile([
      [16, small],
      [48, iconBitmap(48)],
      [32, PNG],
    ]);
    expect(largestPngInIcon(icon)?.equals(PNG)).toBe(true);
    expect(cardLogoDataUrl(icon)).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('is none for an icon file of bitmaps alone, or a file that is no image', () => {
    expect(cardLogoDataUrl(iconFile([[32, iconBitmap(32)]]))).toBeNull();
    expect(cardLogoDataUrl(Buffer.from('not an image'))).toBeNull();
  });
});
