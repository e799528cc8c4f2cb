// What a Server Action request may be: next.config.ts gives these to Next.js
// (experimental.serverActions) and platform/server-action-requests.ts refuses what exceeds them
// before Next.js sees it, so the two never disagree. No imports: next.config.ts loads this file.

// The largest body of an action, in bytes (Next's default, 1 MB). The back office's largest
// action argument is a post's text (50,000 characters); images go through POST /api/v1/uploads.
export const SERVER_ACTION_BODY_LIMIT = 1024 * 1024;

// Hosts whose pages may call this site's actions besides its own (Next's `allowedOrigins`, with
// its wildcards): none. Behind the proxy (deploy/), Origin and X-Forwarded-Host name the same host.
export const SERVER_ACTION_ALLOWED_ORIGINS: string[] = [];
