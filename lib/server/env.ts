import 'server-only';
import { z } from 'zod';

// One place reads process.env; every other module asks getEnv().
const optionalText = z.string().trim().min(1).optional().catch(undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  MONGODB_URI: z
    .string()
    .trim()
    .regex(/^mongodb(\+srv)?:\/\//, 'MONGODB_URI must start with mongodb:// or mongodb+srv://')
    .optional(),
  SITE_URL: z.url().default('http://localhost:3000'),
  JWT_SECRET: optionalText,
  // Lifetime of a session without 'Remember me' (with it: 30 days).
  SESSION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(8),
  SMTP_URL: optionalText,
  MAIL_FROM: optionalText,
  ADMIN_NOTIFY_EMAIL: optionalText,
  // Without SMTP_URL, outgoing mail is written as .eml files here instead of sent.
  MAIL_DIR: z.string().trim().min(1).default('.data/mail'),
  UPLOAD_STORAGE: z.enum(['local', 'gridfs']).default('local'),
  UPLOAD_DIR: z.string().trim().min(1).default('uploads'),
  // Where `npm run backup` (lib/server/backup/) writes its archives, relative to the project root.
  BACKUP_DIR: z.string().trim().min(1).default('.data/backups'),
  // The commit the running code was built from, recorded in a backup's manifest; without it the
  // backup asks git, and records none where there is no repository.
  GIT_COMMIT: optionalText,
  // How many reverse proxies in front of the app append to X-Forwarded-For (0: none).
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  // Lead submissions (contact form and enquiry dialog together) per minute from one address.
  LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  // Clicks on the site's WhatsApp buttons counted per minute from one address.
  WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Steps of the Opportunity Card check (started, result shown) counted per minute from one address.
  CHECK_EVENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // The daily backup on the scheduler (lib/server/backup/daily-job.ts): 'true' or '1' turns it on.
  BACKUP_DAILY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | null = null;

export function getEnv(): Env {
  if (cached) return cached;
  // A variable set to an empty string (as in a copied .env.example) counts as unset.
  const present = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  cached = parsed.data;
  return cached;
}
