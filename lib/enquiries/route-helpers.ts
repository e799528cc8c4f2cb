import 'server-only';
import type { z } from 'zod';
import { ApiError, fieldErrors, handle } from '@/lib/http';
import { searchParamsObject } from './list-query';

type Handler<C> = (request: Request, context: C) => Promise<Response>;

// The enquiry routes answer with personal data: no browser or proxy may keep any answer,
// errors included (handle() builds those, so the header is added afterwards).
export function enquiryRoute<C>(handler: Handler<C>): Handler<C> {
  const wrapped = handle(handler);
  return async (request, context) => {
    const response = await wrapped(request, context);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

export function readQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  const parsed = schema.safeParse(searchParamsObject(new URL(request.url).searchParams));
  if (!parsed.success) throw new ApiError(400, 'Invalid query parameters', fieldErrors(parsed.error));
  return parsed.data;
}
