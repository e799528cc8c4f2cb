import { expect, test } from './support/test';

// Answers at the edges of the HTTP surface: malformed addresses, unknown API paths, wrong methods.
// Server checks over plain fetch: once, in the desktop project.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'server answers only; once is enough');
});

const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy', 'permissions-policy'];

test('a malformed percent-escape in the path answers 400 with the security headers, JSON under /api', async ({ baseURL }) => {
  for (const path of ['/blog/%E0%A4%A', '/blog/%', '/api/v1/posts/getById/%E0%A4%A', '/uploads/%', '/api/v1/contact/enquiries/%']) {
    const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
    expect(response.status, path).toBe(400);
    for (const header of SECURITY_HEADERS) expect(response.headers.get(header), `${path} ${header}`).toBeTruthy();
    if (path.startsWith('/api/')) {
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ success: false, message: expect.stringContaining('malformed percent-escape') });
    } else {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Bad request');
    }
  }
  // A well-formed escape still reaches the route: an unknown post is a 404, not a 400.
  expect((await fetch(`${baseURL}/blog/%E0%A4%A4`)).status).toBe(404);
});

test('an unknown /api address answers a JSON 404 for every method', async ({ baseURL }) => {
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    for (const path of ['/api/nope', '/api/v1/posts/get/extra', '/api/v2/anything']) {
      const response = await fetch(`${baseURL}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ success: false, message: 'No API route at this address' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  }
});

test('a method a route does not handle answers a JSON 405 with Allow', async ({ baseURL }) => {
  const cases: Array<[method: string, path: string, allow: string]> = [
    ['DELETE', '/api/v1/posts/get', 'GET, HEAD, OPTIONS'],
    ['GET', '/api/v1/email/contact', 'OPTIONS, POST'],
    ['PUT', '/api/v1/contact/enquiries/64b7f0c2a1b2c3d4e5f60718', 'DELETE, GET, HEAD, OPTIONS'],
    ['GET', '/api/v1/users/login', 'OPTIONS, POST'],
    ['POST', '/api/health', 'GET, HEAD, OPTIONS'],
  ];
  for (const [method, path, allow] of cases) {
    const response = await fetch(`${baseURL}${path}`, { method });
    expect(response.status, `${method} ${path}`).toBe(405);
    expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
    expect(await response.json()).toEqual({ success: false, message: `Method ${method} is not allowed here` });
    const options = await fetch(`${baseURL}${path}`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe(allow);
  }
});
