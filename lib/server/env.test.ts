import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function freshGetEnv() {
  vi.resetModules();
  return (await import('./env')).getEnv;
}

describe('getEnv', () => {
  it('applies defaults', async () => {
    vi.stubEnv('SITE_URL', '');
    vi.stubEnv('UPLOAD_DIR', undefined);
    vi.stubEnv('BACKUP_DIR', undefined);
    const env = (await freshGetEnv())();
    expect(env.UPLOAD_STORAGE).toBe('local');
    expect(env.UPLOAD_DIR).toBe('uploads');
    expect(env.BACKUP_DIR).toBe('.data/backups');
  });

  it('refuses a MONGODB_URI that is not a MongoDB connection string, naming the variable', async () => {
    vi.stubEnv('MONGODB_URI', 'postgres://localhost/db');
    const getEnv = await freshGetEnv();
    expect(() => getEnv()).toThrow(/MONGODB_URI: MONGODB_URI must start with mongodb:\/\//);
  });
});
