import 'server-only';
import type { z } from 'zod';
import { ApiError, fieldErrors, handleNoStore } from '@/lib/server/http';
import { searchParamsObject } from '@/lib/enquiries/list-query';

// The enquiry routes answer with personal data: no browser or proxy may keep any answer.
export const enquiryRoute = handleNoStore;

export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const parsed = schema.safeParse(searchParamsObject(new URL(request.url).searchParams));
  if (!parsed.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(parsed.error));
  return parsed.data;
}
