// One id per filled-in form: a retry of the same submission reuses it, a new form gets a new one.
export function newSubmissionId(): string {
  return crypto.randomUUID();
}
