import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseTab, onTabChosen, storedTab } from './tab-groups';
import { resetStorageFallback } from './storage';

afterEach(() => resetStorageFallback());

describe('tab groups', () => {
  it('keeps the choice under docusaurus.tab.<groupId> and tells the group', () => {
    const listener = vi.fn();
    const other = vi.fn();
    const stop = onTabChosen('os', listener);
    onTabChosen('lang', other);
    chooseTab('os', 'linux');
    expect(storedTab('os')).toBe('linux');
    expect(listener).toHaveBeenCalledWith('linux');
    expect(other).not.toHaveBeenCalled();
    stop();
    chooseTab('os', 'mac');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
