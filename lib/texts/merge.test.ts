import { describe, expect, it } from 'vitest';
import { withTextOverrides } from './merge';

const CATALOGUE = { Home: { hero: { heading: 'Study in Germany', intro: 'We guide you.' } }, Nav: { home: 'Home' } };

describe('withTextOverrides', () => {
  it('puts each override over its text and leaves the catalogue as it was', () => {
    const merged = withTextOverrides(CATALOGUE, [['Home.hero.heading', 'Work in Germany']]);
    expect(merged).toEqual({ Home: { hero: { heading: 'Work in Germany', intro: 'We guide you.' } }, Nav: { home: 'Home' } });
    expect(CATALOGUE.Home.hero.heading).toBe('Study in Germany');
    // What no override touches is shared, not copied.
    expect(merged.Nav).toBe(CATALOGUE.Nav);
  });

  it('ignores keys that are not a text of the catalogue', () => {
    expect(withTextOverrides(CATALOGUE, [['Home.gone', 'x'], ['Home.hero', 'x'], ['Missing.key', 'x'], ['Home.hero.heading.deeper', 'x']])).toBe(CATALOGUE);
  });
});
