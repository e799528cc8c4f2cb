import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STUCK_AFTER_MS, watchMonitor } from './db-monitor';

type Client = Parameters<typeof watchMonitor>[0];
const ADDRESS = '127.0.0.1:27017';

function setUp() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const client = new EventEmitter();
  const stuck = watchMonitor(client as unknown as Client);
  const unknown = () => client.emit('serverDescriptionChanged', { address: ADDRESS, newDescription: { type: 'Unknown' } });
  const known = () => client.emit('serverDescriptionChanged', { address: ADDRESS, newDescription: { type: 'Standalone' } });
  const checkFailed = () => client.emit('serverHeartbeatFailed', { connectionId: ADDRESS });
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  return { stuck, unknown, known, checkFailed, later };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('watchMonitor', () => {
  it('is not stuck while the server is known, however quiet the monitor', () => {
    const { stuck, later } = setUp();
    later(10 * STUCK_AFTER_MS);
    expect(stuck()).toBe(false);
  });

  it('is not stuck while checks of an unknown server keep finishing (a real outage)', () => {
    const { stuck, unknown, checkFailed, later } = setUp();
    unknown();
    for (let i = 0; i < 10; i++) {
      later(STUCK_AFTER_MS / 2);
      checkFailed();
      expect(stuck()).toBe(false);
    }
  });

  it('is stuck when an unknown server has had no finished check for too long, and not once it is known again', () => {
    const { stuck, unknown, known, checkFailed, later } = setUp();
    checkFailed();
    unknown();
    later(STUCK_AFTER_MS - 1000);
    expect(stuck()).toBe(false);
    later(2000);
    expect(stuck()).toBe(true);
    known();
    expect(stuck()).toBe(false);
  });
});
