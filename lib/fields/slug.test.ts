import { describe, expect, it } from 'vitest';
import { SLUG_MAX_LENGTH, slugFromHeadline, slugify, slugProblem } from './slug';

describe('slugify', () => {
  it('transliterates German letters the German way and drops other accents', () => {
    expect(slugify('Blocked Account für Studierende: Größe & Kosten 2027')).toBe('blocked-account-fuer-studierende-groesse-kosten-2027');
    expect(slugify('Straße, Ärzte, Öffnungszeiten, Übersicht')).toBe('strasse-aerzte-oeffnungszeiten-uebersicht');
    expect(slugify('Café résumé in São Paulo')).toBe('cafe-resume-in-sao-paulo');
    expect(slugify('  --Opportunity   Card (Chancenkarte)!--  ')).toBe('opportunity-card-chancenkarte');
  });

  it('transliterates the letters of other languages instead of breaking the word there', () => {
    expect(slugify('Dr. Leyla Aydın')).toBe('dr-leyla-aydin');
    expect(slugify('Ağaoğlu Şahin')).toBe('agaoglu-sahin');
    expect(slugify('Łukasz Wałęsa')).toBe('lukasz-walesa');
    expect(slugify('Søren Ærø Ødegård')).toBe('soren-aero-odegard');
    expect(slugify('Nguyễn Văn Đức')).toBe('nguyen-van-duc');
    expect(slugify('Сергей Иванов')).toBe('sergey-ivanov');
    expect(slugify('Þóra Ðóttir')).toBe('thora-dottir');
    // German letters keep the German rule even in a Turkish name.
    expect(slugify('Gül Öztürk')).toBe('guel-oeztuerk');
  });

  it('keeps the addresses it made before the transliteration library', () => {
    expect(slugify('Ｆｕｌｌ ｗｉｄｔｈ ﬁle 2²')).toBe('full-width-file-22');
    expect(slugify('Ⓐ Ⓑ')).toBe('a-b');
    expect(slugify('ÄÖÜ ẞ')).toBe('aeoeue-ss');
  });

  it('cuts long headlines at a word end', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('word')).toBe(true);
    expect(slugify('x'.repeat(200))).toHaveLength(SLUG_MAX_LENGTH);
  });

  it('leaves nothing of text without letters or digits', () => {
    expect(slugify('!!! ??? ---')).toBe('');
    expect(slugify('日本語')).toBe('');
  });
});

describe('slug rules', () => {
  it('refuses empty, reserved and id-like slugs', () => {
    expect(slugProblem('')).not.toBeNull();
    expect(slugProblem('preview')).not.toBeNull();
    expect(slugProblem('category')).not.toBeNull();
    expect(slugProblem('6b04718728e1873ade7b5f5c')).not.toBeNull();
    expect(slugProblem('student-visa')).toBeNull();
  });

  it('makes a usable slug from any headline', () => {
    expect(slugFromHeadline('Preview')).toBe('preview-post');
    expect(slugFromHeadline('6b04718728e1873ade7b5f5c')).toBe('6b04718728e1873ade7b5f5c-post');
    expect(slugFromHeadline('???')).toBe('post');
    expect(slugFromHeadline('Anmeldung in Berlin')).toBe('anmeldung-in-berlin');
  });
});
