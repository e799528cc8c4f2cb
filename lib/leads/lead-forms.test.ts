import { describe, expect, it } from 'vitest';
import englishForms from '@/messages/en/Forms.json';

// The texts of SPEC section 8, as the specification writes them.
const SPEC_STATUS_TEXTS = {
  contactSuccess: "✅ Thank you! Your message has been sent successfully. We'll get back to you soon.",
  contactFailure: '❌ Sorry! There was an error sending your message. Please try again later.',
  enquirySuccess: '✅ Enquiry submitted successfully! We will contact you soon.',
  enquiryFailure: '❌ Failed to submit enquiry. Please try again.',
};

describe('the lead forms’ status texts', () => {
  // The pages show the catalogue's, which in English must be the specification's words (the
  // catalogue has more: the outage and rate-limit lines of the public forms' actions). The
  // end-to-end tests read them from the catalogue.
  it('are the English catalogue’s', () => {
    expect(englishForms.status).toMatchObject(SPEC_STATUS_TEXTS);
  });
});
