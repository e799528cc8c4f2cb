import 'server-only';
import { ApiError, fieldErrors } from '@/lib/server/http';
import { dataSubjectSchema } from '@/lib/data-subject/schema';

// The address from a request's query string (?email=); anything else, or a bad address, answers
// 400 with field errors.
export function readSubjectQuery(request: Request): string {
  const parsed = dataSubjectSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw new ApiError(400, 'Validation failed', fieldErrors(parsed.error));
  return parsed.data.email;
}
