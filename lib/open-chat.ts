// The chat fallback chain of SPEC section 2: a new tab; if the popup is blocked, this window;
// if that fails, a plain link click; if that fails too, an alert naming the number to search for.
export type ChatWindow = {
  open(url: string, target: string, features: string): unknown;
  location: { assign(url: string): void };
  alert(message: string): void;
  clickLink(url: string): void;
};

export function chatAlertText(phone: string): string {
  return `Please open WhatsApp and search for ${phone}`;
}

export function openChat(url: string, phone: string, win: ChatWindow): void {
  try {
    if (win.open(url, '_blank', 'noopener,noreferrer')) return;
  } catch {
    // fall through to the next way
  }
  try {
    win.location.assign(url);
    return;
  } catch {
    // fall through
  }
  try {
    win.clickLink(url);
    return;
  } catch {
    win.alert(chatAlertText(phone));
  }
}

// The real browser window, for client components.
export function browserChatWindow(): ChatWindow {
  return {
    open: (url, target, features) => window.open(url, target, features),
    location: { assign: (url) => window.location.assign(url) },
    alert: (message) => window.alert(message),
    clickLink: (url) => {
      const link = document.createElement('a');
      link.href = url;
      link.rel = 'noopener noreferrer';
      link.click();
    },
  };
}
