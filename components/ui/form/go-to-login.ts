// A full page load, not router.push: the sign-in page should start without stale client state,
// and the proxy and the page guard see a fresh request without the expired session. It comes
// back to this exact view (path and query) afterwards.
export function goToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberate full reload, see above
  window.location.assign(`/login?next=${encodeURIComponent(here)}`);
}
