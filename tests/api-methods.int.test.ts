import { describe, expect, it } from 'vitest';
import { HTTP_METHODS } from '@/lib/server/http-methods';

// Every API route answers the methods it does not handle with a JSON 405 and the right Allow
// header, and OPTIONS with 204 and the same Allow: Next.js would answer an empty 405.
type RouteModule = Partial<Record<string, ((request: Request, context: unknown) => Response | Promise<Response>) | undefined>>;
// (Vite wants the patterns written out in each call.)
const modules = import.meta.glob<RouteModule>(['../app/api/**/route.ts', '!../app/api/\\[...path\\]/route.ts']);
const sources = import.meta.glob<string>(['../app/api/**/route.ts', '!../app/api/\\[...path\\]/route.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

// The methods a route file declares a handler for itself.
function declaredMethods(file: string): string[] {
  return [...sources[file]!.matchAll(/^export (?:const|function|async function) (GET|POST|PUT|PATCH|DELETE)\b/gm)].map((m) => m[1]!);
}

describe.each(Object.keys(modules))('%s', (file) => {
  it('answers OPTIONS with its Allow, and every other method with a JSON 405', async () => {
    const route = await modules[file]!();
    const handled = declaredMethods(file);
    for (const method of handled) expect(route[method], method).toBeTypeOf('function');
    const options = await route.OPTIONS!(new Request('http://localhost/x', { method: 'OPTIONS' }), {});
    expect(options.status).toBe(204);
    const allow = options.headers.get('allow')!.split(', ');
    const expected = new Set([...handled, 'OPTIONS', ...(handled.includes('GET') ? ['HEAD'] : [])]);
    expect(new Set(allow)).toEqual(expected);
    for (const method of HTTP_METHODS.filter((m) => !expected.has(m))) {
      const answer = await route[method]!(new Request('http://localhost/x', { method }), {});
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow')).toBe(options.headers.get('allow'));
      expect(await answer.json()).toEqual({ success: false, message: `Method ${method} is not allowed here` });
    }
  });
});

it('covers every API route', () => {
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(31);
});
