import { describe, expect, it } from 'vitest';
import { securityMail, type SecurityChange } from './account-mail';

const firm = { name: 'Spree Bridge Consulting', url: 'https://firm.test' };
const at = new Date('2026-11-25T15:05:00Z');
const CHANGES: SecurityChange[] = [
  { kind: 'password-changed' },
  { kind: 'password-reset' },
  { kind: 'two-factor-enabled' },
  { kind: 'two-factor-disabled' },
  { kind: 'two-factor-replaced' },
  { kind: 'recovery-codes-replaced' },
  { kind: 'two-factor-reset', by: 'Ada Admin' },
  { kind: 'account-disabled', by: 'Ada Admin' },
  { kind: 'role-changed', by: 'Ada Admin', role: 'adviser' },
];

describe('securityMail', () => {
  it.each(CHANGES.map((change) => [change.kind, change] as const))('%s: the firm, what changed, Berlin time, the device and what to do', (_kind, change) => {
    const mail = securityMail({ to: 'sam@example.com', name: 'Sam Staff', change, at, device: 'Firefox on Linux, Germany' }, firm);
    expect(mail.to).toBe('sam@example.com');
    expect(mail.subject).toMatch(/^\S.* – Spree Bridge Consulting$/);
    expect(mail.text).toContain('Hello Sam Staff,');
    expect(mail.text).toContain('When:   25 November 2026, 16:05 (Berlin time)');
    expect(mail.text).toContain('Device: Firefox on Linux, Germany');
    expect(mail.text).toMatch(/If (it was not you|you did not expect it)/);
    expect(mail.text).not.toMatch(/undefined|null|2026-11-25T/);
  });

  it('names the administrator and the new role for an administrator’s change', () => {
    const mail = securityMail({ to: 'sam@example.com', name: 'Sam', change: { kind: 'role-changed', by: 'Ada Admin', role: 'editor' }, at, device: 'x' }, firm);
    expect(mail.text).toContain('Ada Admin, an administrator, changed the role of your Spree Bridge Consulting back-office account to Editor.');
  });
});
