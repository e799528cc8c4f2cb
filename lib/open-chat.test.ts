import { describe, expect, it, vi } from 'vitest';
import { openChat, type ChatWindow } from './open-chat';

function fakeWindow(overrides: Partial<ChatWindow> = {}) {
  const win: ChatWindow = {
    open: vi.fn(() => ({})),
    location: { assign: vi.fn() },
    alert: vi.fn(),
    clickLink: vi.fn(),
    ...overrides,
  };
  return win;
}

describe('openChat', () => {
  it('opens a new tab when it can', () => {
    const win = fakeWindow();
    openChat('https://wa.me/1', '+1', win);
    expect(win.open).toHaveBeenCalledWith('https://wa.me/1', '_blank', 'noopener,noreferrer');
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('navigates this window when the popup is blocked', () => {
    const win = fakeWindow({ open: vi.fn(() => null) });
    openChat('https://wa.me/1', '+1', win);
    expect(win.location.assign).toHaveBeenCalledWith('https://wa.me/1');
    expect(win.clickLink).not.toHaveBeenCalled();
  });

  it('tries a plain link, then alerts with the number', () => {
    const fail = () => {
      throw new Error('blocked');
    };
    const win = fakeWindow({ open: vi.fn(() => null), location: { assign: vi.fn(fail) } });
    openChat('https://wa.me/1', '+1', win);
    expect(win.clickLink).toHaveBeenCalledWith('https://wa.me/1');
    expect(win.alert).not.toHaveBeenCalled();

    const worst = fakeWindow({ open: vi.fn(fail), location: { assign: vi.fn(fail) }, clickLink: vi.fn(fail) });
    openChat('https://wa.me/1', '+49 30 1', worst);
    expect(worst.alert).toHaveBeenCalledWith('Please open WhatsApp and search for +49 30 1');
  });
});
