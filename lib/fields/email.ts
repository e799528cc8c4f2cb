// Local part, @, domain, top-level domain of at least 2 letters (SPEC section 5). Without zod, so
// a form's browser code may use it too.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
