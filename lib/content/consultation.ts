// Every text that offers a first consultation, in both forms: "free" only where it is
// (consultationIsFree, lib/services/fee.ts), so no page promises what the firm's fees deny.
export const CONSULTATION_COPY = {
  // The home page's hero (SPEC: 'Get Free Consultation').
  heroButton: (free: boolean) => (free ? 'Get Free Consultation' : 'Get a Consultation'),
  bookButton: (free: boolean) => (free ? 'Book a Free Consultation' : 'Book a Consultation'),
  bookText: (free: boolean) => `Book a ${free ? 'free ' : ''}consultation and get advice for your situation.`,
  // Appended to an invitation to get in touch.
  firstIsFree: (free: boolean) => (free ? ' Your first consultation is free.' : ''),
  // The terms of service's fees section.
  termsFirstConversation: (free: boolean) =>
    free
      ? 'An initial conversation about your plans is free of charge unless we tell you otherwise beforehand.'
      : 'We tell you before an initial conversation about your plans what it costs.',
};
