import nextEnv from '@next/env';
import { ROOT } from './paths';

// Scripts see the same .env / .env.local values that Next.js loads for the app.
export function loadProjectEnv(): void {
  nextEnv.loadEnvConfig(ROOT, process.env.NODE_ENV !== 'production', { info: () => {}, error: console.error });
}
