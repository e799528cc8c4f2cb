import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

// The newsletter switch is one setting for the whole site, and the specs that flip it
// (newsletter-subscribe, newsletter-issues) run in parallel workers. Each holds this lock while it
// depends on the switch, so one never switches it off under the other's feet. The lock is a
// directory (made atomically) beside this run's mail folder, so a run that died leaves nothing
// for the next one.
function lockPath(): string {
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!mailDir) throw new Error('E2E_MAIL_DIR is not set');
  return path.join(path.dirname(mailDir), 'newsletter-switch.lock');
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    return false;
  }
}

// Waits until this worker holds the switch; the caller's test or hook needs the time for it.
export async function holdNewsletterSwitch(): Promise<void> {
  const lock = lockPath();
  await expect.poll(() => tryLock(lock), { message: 'the newsletter switch is held by another spec', timeout: 300_000, intervals: [250, 500, 1000] }).toBe(true);
}

export function releaseNewsletterSwitch(): void {
  rmSync(lockPath(), { recursive: true, force: true });
}
