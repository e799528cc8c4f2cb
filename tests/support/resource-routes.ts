// Calls the route handlers of one admin resource (list, create, read, update, delete) the way
// Next.js would, and reads the one answer shape. The authors and testimonials tests share it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test checks the fields it reads
export type ApiBody = { success: boolean; message: string; errors?: Record<string, string[]>; data?: any };
type Headers = Record<string, string>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's route context differs per route
type Route = (request: Request, context: any) => Promise<Response>;

export async function json(response: Response) {
  return { status: response.status, body: (await response.json()) as ApiBody };
}

export const jsonRequest = (url: string, method: string, body: unknown, headers: Headers) =>
  new Request(url, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });

// The context Next.js hands a dynamic route: its `[id]`.
export const idContext = (id: string) => ({ params: Promise.resolve({ id }) });

// `url` is the collection's address (http://localhost/api/v1/authors); `asWho` the headers a call
// sends when it names none (read at call time, so a beforeAll may set them).
export function resourceRoutes(url: string, routes: { list: Route; create: Route; get: Route; update: Route; remove: Route }, asWho: () => Headers) {
  const item = (id: string) => `${url}/${id}`;
  return {
    create: async (body: unknown, headers = asWho()) => json(await routes.create(jsonRequest(url, 'POST', body, headers), {})),
    update: async (id: string, body: unknown, headers = asWho()) => json(await routes.update(jsonRequest(item(id), 'PUT', body, headers), idContext(id))),
    remove: async (id: string, headers = asWho()) => json(await routes.remove(new Request(item(id), { method: 'DELETE', headers }), idContext(id))),
    list: async (headers = asWho()) => json(await routes.list(new Request(url, { headers }), {})),
    getOne: async (id: string, headers = asWho()) => json(await routes.get(new Request(item(id), { headers }), idContext(id))),
  };
}
