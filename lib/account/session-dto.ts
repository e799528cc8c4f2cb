// One sign-in as its owner sees it on the account page (lib/server/auth/sessions.ts).
export type SessionDto = {
  _id: string;
  browser: string;
  place: string;
  address: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};
