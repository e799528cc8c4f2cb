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

  it('builds the sign-in address with the path encoded', () => {
    expect(loginPath('/admin/blogs?x=1')).toBe('/login?next=%2Fadmin%2Fblogs%3Fx%3D1');
    expect(loginPath('//evil.example')).toBe('/login?next=%2Fadmin%2Fdashboard');
  });
});
