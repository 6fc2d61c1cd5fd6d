// The four web apps of the monorepo, their folders and default ports (README: Configuration).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const HOST = process.env.HOST ?? '127.0.0.1';

export const WEB_APPS = [
  { name: 'shell', dir: 'shell', port: Number(process.env.SHELL_PORT ?? 3000) },
  { name: 'auth_app', dir: 'auth-app', port: Number(process.env.AUTH_PORT ?? 3001) },
  { name: 'booking_app', dir: 'booking-app', port: Number(process.env.BOOKING_PORT ?? 3002) },
  { name: 'account_app', dir: 'account-app', port: Number(process.env.ACCOUNT_PORT ?? 3003) },
];
export const API_PORT = Number(process.env.API_PORT ?? 4000);
