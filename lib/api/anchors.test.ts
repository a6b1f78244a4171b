import { describe, expect, it } from 'vitest';
import { duplicateAnchors, modelAnchor, operationAnchor, parametersAnchor, responseAnchor, tagAnchor } from './anchors';
import { interactiveModelHash, interactiveOperationHash } from './deep-links';
import { isInteractiveHash } from './interactive';

describe('anchors of the plain reference', () => {
  it('are made from names, without slashes, so they never look like a link into Scalar', () => {
    expect(operationAnchor('getChord')).toBe('op-getChord');
    expect(parametersAnchor('getChord')).toBe('op-getChord-parameters');
    expect(responseAnchor('getExampleScale', '4XX')).toBe('op-getExampleScale-response-4XX');
    expect(tagAnchor('Music / Theory')).toBe('tag-Music-Theory');
    expect(modelAnchor('Note')).toBe('model-Note');
    for (const a of [operationAnchor('a/b'), tagAnchor('x/y'), modelAnchor('p/q')]) expect(isInteractiveHash(`#${a}`)).toBe(false);
  });

  it('are found when two would lead to one id', () => {
    expect(duplicateAnchors(['a', 'b', 'a', 'c', 'b'])).toEqual(['a', 'b']);
    expect(duplicateAnchors(['a'])).toEqual([]);
  });
});

describe("links into Scalar's interactive reference", () => {
  it("use Scalar's own section names, which open the interactive reference", () => {
    const hash = interactiveOperationHash({ tag: 'Chords', method: 'get', path: '/Chords/{root}/{chordType}' });
    expect(hash).toBe('#tag/chords/GET/Chords/{root}/{chordType}');
    expect(isInteractiveHash(hash)).toBe(true);
    expect(interactiveOperationHash({ tag: 'Music Theory', method: 'POST', path: '/x' })).toBe('#tag/music-theory/POST/x');
    expect(interactiveModelHash('ChordProgression')).toBe('#model/chordprogression');
  });
});
