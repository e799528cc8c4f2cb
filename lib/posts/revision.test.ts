import { describe, expect, it } from 'vitest';
import { lineDiff } from './revision';

describe('lineDiff', () => {
  it('marks the lines removed and added between two texts, keeping the rest', () => {
    expect(lineDiff('Intro\nOld fee: €75\nOutro', 'Intro\nNew fee: €100\nOutro\nMore')).toEqual([
      { kind: 'same', text: 'Intro' },
      { kind: 'removed', text: 'Old fee: €75' },
      { kind: 'added', text: 'New fee: €100' },
      { kind: 'same', text: 'Outro' },
      { kind: 'added', text: 'More' },
    ]);
  });

  it('finds nothing changed in the same text', () => {
    expect(lineDiff('a\nb', 'a\nb').every((line) => line.kind === 'same')).toBe(true);
  });
});
