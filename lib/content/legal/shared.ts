// Facts every language of the legal pages states, kept in one place so the texts cannot disagree.
// The words around them are in each language's module (en/, de/).

// Art. 33 GDPR / DSGVO: a breach is reported to the supervisory authority within this many hours.
export const BREACH_HOURS = 72;

// The supervisory authority for a firm in Berlin.
export const SUPERVISORY_AUTHORITY_URL = 'https://www.datenschutz-berlin.de';
export const SUPERVISORY_AUTHORITY_NAME_DE = 'Berliner Beauftragte für Datenschutz und Informationsfreiheit';
export const SUPERVISORY_AUTHORITY_ADDRESS = 'Alt-Moabit 59–61, 10555 Berlin';
