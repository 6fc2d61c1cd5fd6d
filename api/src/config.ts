import path from 'node:path';

export interface ApiConfig {
  host: string;
  port: number;
  production: boolean;
  /** PostgreSQL server URL; without it the API embeds PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  /** Development outbox at GET /dev/outbox (never in production). */
  devOutbox: boolean;
  /** Built-in drivers that answer ride requests (on by default outside production). */
  simulateDrivers: boolean;
  /** Requests a minute one client may make to the login and OTP endpoints. */
  authRateLimit: number;
  smsWebhookUrl: string | null;
  emailWebhookUrl: string | null;
  corsOrigins: string[] | true;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const jwtSecret = env.JWT_SECRET ?? (production ? '' : 'dakiya-development-secret-change-me');
  if (!jwtSecret) throw new Error('JWT_SECRET must be set when NODE_ENV=production');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 4000),
    production,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(import.meta.dirname, '..', '.data')),
    jwtSecret,
    devOutbox: !production,
    simulateDrivers: env.SIMULATE_DRIVERS ? env.SIMULATE_DRIVERS === 'true' : !production,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 30),
    smsWebhookUrl: env.SMS_WEBHOOK_URL || null,
    emailWebhookUrl: env.EMAIL_WEBHOOK_URL || null,
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',') : true,
  };
}
