import { describe, expect, it } from 'vitest';
import englishForms from '@/messages/en/Forms.json';
import { LEAD_MESSAGES } from './lead-forms';

describe('the lead forms’ status texts', () => {
  // SPEC section 8's texts stay here for what reads them without a catalogue (the specification's
  // tests); the pages show the catalogue's, which in English must be the same words (the catalogue
  // has more: the outage and rate-limit lines of the public forms' actions).
  it('are the English catalogue’s', () => {
    expect(englishForms.status).toMatchObject(LEAD_MESSAGES);
  });
});
