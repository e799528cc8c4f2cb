import 'server-only';
import { errorResponse } from './http';

// The methods Next.js dispatches to a route handler.
export const HTTP_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type MethodHandler = () => Response;

// Next.js answers a method that a route does not export with an empty 405 and no Allow header,
// and OPTIONS with an Allow that lists whatever is exported. Every API route exports this for the
// methods it does not handle (`export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods('GET', 'POST')`),
// so a wrong method gets a JSON 405 in the one error shape with the right Allow header. HEAD is
// left to Next.js (it answers HEAD with the GET handler) when the route has GET.
export function otherMethods(...allowed: Exclude<HttpMethod, 'HEAD' | 'OPTIONS'>[]): Partial<Record<HttpMethod, MethodHandler>> {
  const answered = new Set<HttpMethod>([...allowed, 'OPTIONS']);
  if (answered.has('GET')) answered.add('HEAD');
  const allow = [...answered].sort().join(', ');
  const handlers: Partial<Record<HttpMethod, MethodHandler>> = {
    OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }),
  };
  for (const method of HTTP_METHODS) {
    if (!answered.has(method)) handlers[method] = () => errorResponse(405, `Method ${method} is not allowed here`, undefined, { Allow: allow });
  }
  return handlers;
}
