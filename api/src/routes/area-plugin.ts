import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../services/build-services.js';

/** Any scope of the API, with zod schemas. */
export type Api = FastifyInstance<any, any, any, any, ZodTypeProvider>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** One area of the API (accounts, rides, ...): an encapsulated plugin given the services once. */
export type AreaPlugin = FastifyPluginAsyncZod<{ services: Services }>;
