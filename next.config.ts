import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    qualities: [75, 90],
  },
  experimental: {
    // Keep the data and ISR cache in memory only: instances stay stateless (nothing on local disk
    // outlives a restart), and a server started on another database never serves stale entries.
    isrFlushToDisk: false,
  },
};

export default nextConfig;
