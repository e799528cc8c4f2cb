// What an anonymised enquiry holds in place of the person's data (lib/server/leads/lead-erasure.ts).
// Its status, service, source and dates stay, so the inbox's and the dashboard's figures stay right.
export const ANONYMISED_LEAD = {
  fullName: 'Anonymised',
  // A reserved top-level domain (RFC 2606): no mail can ever go there.
  email: 'anonymised@example.invalid',
  message: 'Removed under the firm’s retention rules.',
} as const;
