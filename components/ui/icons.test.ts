import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ICON_NAMES } from './icon-names';

const sprite = readFileSync(path.join(import.meta.dirname, 'icons.svg'), 'utf8');
const symbolIds = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('icon sprite', () => {
  it('has one symbol per icon name, each a 24 px Lucide drawing with no fill or stroke of its own', () => {
    expect(symbolIds).toEqual([...ICON_NAMES]);
    for (const symbol of sprite.match(/<symbol[\s\S]*?<\/symbol>/g) ?? []) {
      expect(symbol).toMatch(/^<symbol id="[a-z0-9-]+" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) /);
      expect(symbol).not.toMatch(/\b(fill|stroke)=/);
    }
  });
});
