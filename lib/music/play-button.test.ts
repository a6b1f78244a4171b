import { describe, expect, it } from 'vitest';
import { playButtonView } from './play-button';

describe('playButtonView', () => {
  it('offers Play when nothing sounds and Stop while the piano loads or plays, and announces loading and failure', () => {
    expect(playButtonView('idle')).toEqual({ icon: '▶', label: 'Play', status: '' });
    expect(playButtonView('loading')).toEqual({ icon: '■', label: 'Stop', status: 'Loading the piano' });
    expect(playButtonView('playing')).toEqual({ icon: '■', label: 'Stop', status: '' });
    expect(playButtonView('failed')).toEqual({ icon: '▶', label: 'Play', status: 'The piano could not play in this browser' });
  });
});
