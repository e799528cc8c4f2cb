import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/messages';
import { PUBLISHED_LOCALES } from '@/i18n/locales';
import { CONSENT_VERSION, consentAroundLink, consentText } from './consent';

// The stored proof names the wording by its version: a change of the words in any language without
// a new CONSENT_VERSION fails here. After changing the words, set the new version and the new hash.
const PINNED = { version: '2026-11-26', sha256: '683707bb2b781516ac912364b3d7a6c0bc06677d646cd8406a0aab2b5c8faeef' };

async function wordings() {
  return Promise.all(PUBLISHED_LOCALES.map(async (locale) => consentText(locale, await loadMessages(locale), 'Example Firm')));
}

describe('the newsletter consent wording', () => {
  it('names the topic, how often, unsubscribing at any time and the privacy policy, in each published language', async () => {
    const [en, de] = await wordings();
    expect(en!.text).toBe(
      'Yes, please send me the Example Firm newsletter by e-mail: news and guidance on studying, working and family reunification in Germany, about once a month. I can unsubscribe at any time with the link in every newsletter. Details are in the privacy policy.',
    );
    expect(de!.text).toMatch(/^Ja, bitte senden Sie mir den Newsletter von Example Firm per E-Mail: .+ etwa einmal im Monat\. Ich kann ihn jederzeit .+ abbestellen\. Näheres steht in der Datenschutzerklärung\.$/);
    for (const wording of [en!, de!]) {
      expect(wording.version).toBe(CONSENT_VERSION);
      expect(wording.text).not.toMatch(/[<>{}]/);
    }
  });

  it('is the wording its version names (a change of words needs a new version)', async () => {
    const texts = (await wordings()).map((wording) => `${wording.locale}:${wording.text}`).join('\n');
    expect({ version: CONSENT_VERSION, sha256: createHash('sha256').update(texts).digest('hex') }).toEqual(PINNED);
  });

  it('is shown in the box word for word, with the privacy policy as its link', async () => {
    for (const locale of PUBLISHED_LOCALES) {
      const messages = await loadMessages(locale);
      const shown = consentAroundLink(locale, messages, 'Example Firm');
      expect(`${shown.before}${shown.link}${shown.after}`).toBe(consentText(locale, messages, 'Example Firm').text);
      expect(shown.link).toMatch(/^(privacy policy|Datenschutzerklärung)$/);
    }
  });
});
