import { describe, expect, it } from 'vitest';
import { isStillWanted, registerStillWanted } from './still-wanted';

describe('still wanted?', () => {
  const now = new Date('2026-11-30T09:00:00Z');

  it('asks the check registered for the group’s prefix, with the group, kind and clock', async () => {
    const asked: unknown[] = [];
    registerStillWanted('test-wanted:', async (message) => {
      asked.push(message);
      return message.kind !== 'stale-1';
    });
    expect(await isStillWanted('test-wanted:42:stale-1', 'stale-1', now)).toBe(false);
    expect(await isStillWanted('test-wanted:42:fresh-2', 'fresh-2', now)).toBe(true);
    expect(asked).toEqual([
      { group: 'test-wanted:42', kind: 'stale-1', now },
      { group: 'test-wanted:42', kind: 'fresh-2', now },
    ]);
  });

  it('sends what no check covers', async () => {
    registerStillWanted('test-never:', async () => false);
    expect(await isStillWanted('enquiry:42:notification', 'notification', now)).toBe(true);
  });
});
