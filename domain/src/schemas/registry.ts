import { z } from 'zod';

/**
 * A remote's federation name (`account_app`) or an environment's (`local`, `staging`,
 * `production`): letters, digits and underscores or hyphens.
 */
const nameSchema = z.string().regex(/^[a-z][a-z0-9_-]{0,39}$/);
export const registryEnvParamsSchema = z.object({ env: nameSchema });

/** One deployed version of a remote: where its manifest is, and the route prefixes it owns. */
export const releaseSchema = z.object({
  /** The content hash of the uploaded build (immutable: a path is never written twice). */
  version: z.string().regex(/^[a-f0-9]{8,64}$/),
  /** The absolute URL of its mf-manifest.json, under /<app>/<version>/. */
  manifest: z.url(),
  routes: z.array(z.string().regex(/^\/[a-z0-9/_-]*$/)).max(20),
});

/** A canary: a release served to `percent` of browsers (each browser always to the same side). */
export const canarySchema = releaseSchema.extend({ percent: z.number().int().min(1).max(99) });

/** What the registry keeps of one remote in one environment. */
export const remoteEntrySchema = z.object({
  live: releaseSchema,
  canary: canarySchema.nullable(),
  /** The live release before this one: what a rollback goes back to. */
  previous: releaseSchema.nullable(),
});

/**
 * An environment's registry: which release of each remote is live, and which is the canary. The
 * shell reads it at start; deploys change it with If-Match (its revision, as the ETag).
 */
export const registrySchema = z.object({
  env: z.string(),
  revision: z.number().int(),
  remotes: z.record(nameSchema, remoteEntrySchema),
});

/** A deploy's change: the whole set of remotes, and who made it from what. */
export const registryChangeRequestSchema = z.object({
  remotes: z.record(nameSchema, remoteEntrySchema),
  /** Who: a person's or a pipeline's name. */
  actor: z.string().trim().min(1).max(120),
  /** From what: a commit, a build, a command. */
  source: z.string().trim().min(1).max(200),
  /** What changed, in a line ('account_app 1a2b3c4d live'). */
  summary: z.string().trim().min(1).max(300),
});

/** One change of the registry, as `npm run deploy:status` lists them. */
export const registryChangeSchema = z.object({
  revision: z.number().int(),
  actor: z.string(),
  source: z.string(),
  summary: z.string(),
  at: z.string(),
});
export const registryChangesSchema = z.object({ changes: z.array(registryChangeSchema) });

/**
 * What a browser tells of a release of a remote: it loaded and rendered (`loaded`), it failed to
 * load or to render its first screen (`failed`), or a screen of it crashed after it had loaded
 * (`crashed`: a failure of a load already counted).
 */
export const remoteReportSchema = z.object({
  remote: nameSchema,
  version: z.string().regex(/^[a-f0-9]{8,64}$/),
  outcome: z.enum(['loaded', 'failed', 'crashed']),
});
export const remoteReportResponseSchema = z.object({
  /** The registry rolled the canary back because of this report. */
  rolledBack: z.boolean(),
});
