import { createAccount, seededAdmin, signIn } from './support/accounts';
import { expect, test } from './support/test';

test('a signed-out visit to /admin/blogs goes to /login and back there after signing in', async ({ page }) => {
  await page.goto('/admin/blogs');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fblogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Sign In');
  const admin = seededAdmin();
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The toast is checked while it shows, not after the redirect: on a loaded machine it could be
  // gone by the time the next page had rendered.
  await expect(page.getByText('Welcome back!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL((url) => url.pathname === '/admin/blogs', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Management');
});

test('a `next` that parsing would turn into another host keeps the visitor on the site', async ({ page, baseURL }) => {
  // Nothing may leave for another host; were it tried, the test sees the address change.
  await page.route((url) => url.origin !== new URL(baseURL!).origin, (route) => route.abort());
  // `/%2e//evil.example` and `/.//evil.example` both parse to `//evil.example`.
  await page.goto('/login?next=/%252e//evil.example');
  await signIn(page, seededAdmin());
  expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  // Signed in already: the sign-in page redirects at once, still to this site.
  for (const next of ['/.//evil.example', '/a/..//evil.example']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await expect(page).toHaveURL((url) => url.origin === new URL(baseURL!).origin && url.pathname === '/admin/dashboard');
  }
});

test('/admin goes to the dashboard, which greets the user by name with the date', async ({ page }) => {
  const admin = seededAdmin();
  await page.goto('/admin');
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}!` })).toBeVisible();
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'Europe/Berlin' }).format(new Date());
  await expect(page.getByText(today)).toBeVisible();
  await expect(page.getByRole('link', { name: /Create New Blog/ })).toHaveAttribute('href', '/admin/blogs/create');
  await expect(page.getByRole('link', { name: /Manage Blogs/ })).toHaveAttribute('href', '/admin/blogs');
  // A signed-in user who opens /login goes straight on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('sign-in validation runs on submit, then on every change; a wrong password keeps the input', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('someone@');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('123');
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  // An account of its own: a failed sign-in counts against the account from this address for 15
  // minutes (lib/server/auth/login.ts), and the other tests sign the seeded admin in from here.
  const admin = await createAccount('wrong-password');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill('definitely-wrong');
  await expect(page.getByText('Invalid email address')).toHaveCount(0);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toHaveValue(admin.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('definitely-wrong');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('the sign-in page links to /register and home; the register notice leads back', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Contact system administrator for credentials.')).toBeVisible();
  await expect(page.getByText('By signing in, you agree to our terms and conditions.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Registration Not Allowed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('logout ends the session on the server: the old cookie no longer opens the admin', async ({ page, context, isMobile }) => {
  const account = await createAccount('logout', 'editor');
  await signIn(page, account);
  // The menu button is there below the lg breakpoint only: decided by the project, not by whether
  // the button happens to be drawn yet.
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByText(account.name, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expect(page.getByText('Editor', { exact: true }).filter({ visible: true })).toHaveCount(1);
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('session'));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');

  await page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');

  // Put the copied cookie back: the server has revoked it.
  await context.addCookies([session!]);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login\?next=/);
  const api = await page.request.delete('/api/v1/posts/delete/64b7f0c2a1b2c3d4e5f60718');
  expect(api.status()).toBe(401);
});

test('API calls without a session answer 401 JSON, and a cross-site write is refused', async ({ page, request }) => {
  for (const [method, path] of [
    ['POST', '/api/v1/posts/create'],
    ['PUT', '/api/v1/posts/update/64b7f0c2a1b2c3d4e5f60718'],
    ['DELETE', '/api/v1/posts/delete/64b7f0c2a1b2c3d4e5f60718'],
  ] as const) {
    const response = await request.fetch(path, { method, multipart: { headline: 'x' } });
    expect(response.status(), `${method} ${path}`).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: 'Please sign in to continue' });
  }
  expect((await request.post('/api/v1/users/register', { data: {} })).status()).toBe(403);

  await signIn(page, seededAdmin());
  const forged = await page.request.delete('/api/v1/posts/delete/64b7f0c2a1b2c3d4e5f60718', {
    headers: { Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
  const own = await page.request.delete('/api/v1/posts/delete/64b7f0c2a1b2c3d4e5f60718');
  expect(own.status()).toBe(404);
});
