// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordSocketAddresses } = await import('./lib/socket-address-hook');
    recordSocketAddresses();
  }
}
