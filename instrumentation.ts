// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordSocketAddresses } = await import('./lib/socket-address-hook');
    recordSocketAddresses();
    // Refuse to start, rather than fail at the first sign-in: production needs JWT_SECRET (32+ characters).
    const { sessionSecret } = await import('./lib/auth/secret');
    try {
      sessionSecret();
    } catch (error) {
      console.error(`Cannot start: ${(error as Error).message}`);
      process.exit(1);
    }
  }
}
