import type { NextConfig } from 'next';
import { securityHeaders, UPLOAD_CSP } from './lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  async headers() {
    const uploads = [{ key: 'Content-Security-Policy', value: UPLOAD_CSP }];
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
      { source: '/uploads/:path*', headers: uploads },
      { source: '/api/v1/uploads/:path*', headers: uploads },
    ];
  },
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
