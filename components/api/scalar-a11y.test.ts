import { describe, expect, it } from 'vitest';
import { editorName, labelHoldingText, nameInDialog, operationHref, prependId, usableLabel } from './scalar-a11y';

// The DOM side of the fix-ups is proven by e2e/api.spec.ts and e2e/quality.spec.ts (axe on Scalar's
// rendered markup), and e2e/scalar-canaries.spec.ts shows each is still needed; these are the
// decisions it takes.

describe('Scalar markup fix-ups', () => {
  it('put the visible text at the front of a name that lacks it, once', () => {
    const fixed = labelHoldingText('Show all Chords endpoints', ' Show More ');
    expect(fixed).toBe('Show More (Show all Chords endpoints)');
    expect(labelHoldingText(fixed, 'Show More')).toBe(fixed);
    expect(labelHoldingText('Copy code', '')).toBe('Copy code');
  });

  it('drop labels Scalar built from missing values', () => {
    expect(usableLabel('undefined Key')).toBeUndefined();
    expect(usableLabel('  ')).toBeUndefined();
    expect(usableLabel(null)).toBeUndefined();
    expect(usableLabel(' Headers \n Key ')).toBe('Headers Key');
    expect(usableLabel('Undefined behaviour')).toBe('Undefined behaviour');
  });

  it('name code editors after their section and placeholder', () => {
    expect(editorName('Headers', 'Key')).toBe('Headers Key');
    expect(editorName('Body', undefined)).toBe('Body');
    expect(editorName(undefined, 'Value')).toBe('Value');
    expect(editorName('undefined', undefined)).toBe('Code editor');
  });

  it("link an endpoint to its operation's section as Scalar names it", () => {
    expect(operationHref('api-1/tag/chords', ' get', '/Chords/{root}/{chordType} ')).toBe('#api-1/tag/chords/GET/Chords/{root}/{chordType}');
    expect(operationHref(undefined, 'post', '/Auth/login')).toBe('#');
  });

  it("put a dialog's name in front of its regions' names, once", () => {
    expect(prependId('dlg', 'label-1')).toBe('dlg label-1');
    expect(prependId('dlg', 'dlg label-1')).toBe('dlg label-1');
    expect(prependId('dlg', ' label-1  dlg ')).toBe('dlg label-1');
    expect(nameInDialog('API Client', 'Notifications alt+T')).toBe('API Client Notifications alt+T');
    expect(nameInDialog('API Client', 'API Client Notifications alt+T')).toBe('API Client Notifications alt+T');
    expect(nameInDialog(undefined, 'Notifications')).toBe('Notifications');
  });
});
