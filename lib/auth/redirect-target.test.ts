import { describe, expect, it } from 'vitest';
import { loginPath, safeNextPath } from './redirect-target';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/admin/blogs')).toBe('/admin/blogs');
    expect(safeNextPath('/admin/enquiries?status=new&page=2')).toBe('/admin/enquiries?status=new&page=2');
  });

  it('sends everything else to the dashboard (no open redirect)', () => {
    for (const next of [
      null,
      undefined,
      '',
      'admin',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/admin',
      'javascript:alert(1)',
      `/${'a'.repeat(3000)}`,
    ]) {
      expect(safeNextPath(next)).toBe('/admin/dashboard');
    }
  });

  it('refuses paths that parsing turns into another host (dot segments, encoded or not)', () => {
    for (const next of [
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/a/..//evil.example',
      '/a/%2e%2e//evil.example',
      '/admin/./..//evil.example/x?y=1',
    ]) {
      expect(safeNextPath(next), next).toBe('/admin/dashboard');
    }
  });

  it('returns a value that is itself safe (checking it again changes nothing)', () => {
    for (const next of ['/admin/../admin/blogs', '/admin/%2e/enquiries?x=1#top', '/%5cevil.example']) {
      const path = safeNextPath(next);
      expect(path.startsWith('/') && !path.startsWith('//'), next).toBe(true);
      expect(safeNextPath(path)).toBe(path);
    }
    expect(safeNextPath('/admin/../admin/blogs')).toBe('/admin/blogs');
  });

  it('builds the sign-in address with the path encoded', () => {
    expect(loginPath('/admin/blogs?x=1')).toBe('/login?next=%2Fadmin%2Fblogs%3Fx%3D1');
    expect(loginPath('//evil.example')).toBe('/login?next=%2Fadmin%2Fdashboard');
  });
});
