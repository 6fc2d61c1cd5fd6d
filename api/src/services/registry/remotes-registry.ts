import { and, desc, eq, sql } from 'drizzle-orm';
import { API_ERRORS } from '@dakiya/domain';
import type { z } from 'zod';
import type { registryChangeRequestSchema, registrySchema } from '@dakiya/domain/schemas';
import type { Db } from '../../db/database.js';
import { remoteLoadCounts, remoteRegistries, remoteRegistryChanges } from '../../db/schema.js';
import { ClientError } from '../../client-errors.js';

export type Registry = z.infer<typeof registrySchema>;
export type RegistryChange = z.infer<typeof registryChangeRequestSchema>;
type Remotes = Registry['remotes'];

/** Who changes the registry when it rolls a failing canary back by itself. */
export const REGISTRY_ACTOR = 'registry';

export interface CanaryRules {
  /** The share of failed loads that rolls a canary back. */
  failureRate: number;
  /** Loads of a canary before it is judged. */
  minLoads: number;
}

/**
 * The remotes' registry of each environment: read by the shell at start, changed by deploys with
 * optimistic concurrency (the revision they read, as If-Match: of two racing deploys one writes,
 * the other is told to read again and retry), every change kept with who made it from what. A
 * canary whose browsers report too many failed loads is rolled back here, by itself.
 */
export class RemotesRegistry {
  constructor(
    private readonly db: Db,
    private readonly rules: CanaryRules,
  ) {}

  async read(env: string): Promise<Registry> {
    const [row] = await this.db
      .select()
      .from(remoteRegistries)
      .where(eq(remoteRegistries.env, env));
    return row
      ? { env, revision: row.revision, remotes: JSON.parse(row.remotes) as Remotes }
      : { env, revision: 0, remotes: {} };
  }

  /**
   * Writes `change` over revision `ifMatch`: 412 when the registry has moved on since (another
   * deploy or a rollback wrote first), and nothing is written.
   */
  async change(env: string, ifMatch: number, change: RegistryChange): Promise<Registry> {
    const remotes = JSON.stringify(change.remotes);
    const written = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ remotes: remoteRegistries.remotes })
        .from(remoteRegistries)
        .where(eq(remoteRegistries.env, env));
      const [row] =
        ifMatch === 0
          ? await tx
              .insert(remoteRegistries)
              .values({ env, remotes, revision: 1 })
              .onConflictDoNothing()
              .returning()
          : await tx
              .update(remoteRegistries)
              .set({ remotes, revision: ifMatch + 1, updatedAt: new Date() })
              .where(and(eq(remoteRegistries.env, env), eq(remoteRegistries.revision, ifMatch)))
              .returning();
      if (!row) return null;
      // A canary is judged on its own loads: a build made the canary again (after a rollback)
      // starts afresh, not with the failures that rolled it back.
      const earlier = before ? (JSON.parse(before.remotes) as Remotes) : {};
      for (const [remote, entry] of Object.entries(change.remotes)) {
        const canary = entry.canary?.version;
        if (canary && canary !== earlier[remote]?.canary?.version)
          await tx
            .delete(remoteLoadCounts)
            .where(
              and(
                eq(remoteLoadCounts.env, env),
                eq(remoteLoadCounts.remote, remote),
                eq(remoteLoadCounts.version, canary),
              ),
            );
      }
      await tx.insert(remoteRegistryChanges).values({
        env,
        revision: row.revision,
        actor: change.actor,
        source: change.source,
        summary: change.summary,
        remotes,
      });
      return row;
    });
    if (!written) {
      const now = await this.read(env);
      throw new ClientError(412, API_ERRORS.registryMoved, {
        revision: [String(now.revision)],
      });
    }
    return { env, revision: written.revision, remotes: change.remotes };
  }

  async changes(env: string, limit = 20) {
    const rows = await this.db
      .select()
      .from(remoteRegistryChanges)
      .where(eq(remoteRegistryChanges.env, env))
      .orderBy(desc(remoteRegistryChanges.revision))
      .limit(limit);
    return rows.map((row) => ({
      revision: row.revision,
      actor: row.actor,
      source: row.source,
      summary: row.summary,
      at: row.createdAt.toISOString(),
    }));
  }

  /**
   * A browser loaded a release of a remote, or failed to (to load it, or it crashed rendering).
   * When the release is the remote's canary and its failures pass the rules, the canary is rolled
   * back: every browser is on the live release at its next read of the registry. Reports are
   * anonymous: forged ones can roll a canary back, or hold one up with made-up loads, but never
   * change what is live.
   */
  async report(
    env: string,
    report: { remote: string; version: string; outcome: 'loaded' | 'failed' | 'crashed' },
  ): Promise<{ rolledBack: boolean }> {
    // Only the releases the registry names are counted: a report of anything else (an old
    // release, a made-up one) changes nothing and takes no room.
    const entry = (await this.read(env)).remotes[report.remote];
    if (entry?.live.version !== report.version && entry?.canary?.version !== report.version)
      return { rolledBack: false };
    // A crash comes from a browser whose load was counted already: a failure, not a load.
    const loaded = report.outcome === 'crashed' ? 0 : 1;
    const failed = report.outcome === 'loaded' ? 0 : 1;
    const [counts] = await this.db
      .insert(remoteLoadCounts)
      .values({
        env,
        remote: report.remote,
        version: report.version,
        loads: loaded,
        failures: failed,
      })
      .onConflictDoUpdate({
        target: [remoteLoadCounts.env, remoteLoadCounts.remote, remoteLoadCounts.version],
        set: {
          loads: sql`${remoteLoadCounts.loads} + ${loaded}`,
          failures: sql`${remoteLoadCounts.failures} + ${failed}`,
        },
      })
      .returning();
    if (!counts || !failed) return { rolledBack: false };
    const { loads, failures } = counts;
    if (loads < this.rules.minLoads || failures / loads < this.rules.failureRate)
      return { rolledBack: false };
    return { rolledBack: await this.rollBackCanary(env, report.remote, report.version, counts) };
  }

  private async rollBackCanary(
    env: string,
    remote: string,
    version: string,
    counts: { loads: number; failures: number },
  ): Promise<boolean> {
    // A deploy may write meanwhile: read, change, write over that revision, read again if not.
    for (let attempt = 0; attempt < 3; attempt++) {
      const registry = await this.read(env);
      const entry = registry.remotes[remote];
      if (entry?.canary?.version !== version) return false;
      try {
        await this.change(env, registry.revision, {
          remotes: { ...registry.remotes, [remote]: { ...entry, canary: null } },
          actor: REGISTRY_ACTOR,
          source: 'browsers’ load reports',
          summary: `${remote} canary ${version} rolled back: ${counts.failures} of ${counts.loads} loads failed`,
        });
        return true;
      } catch (error) {
        if (!(error instanceof ClientError && error.statusCode === 412)) throw error;
      }
    }
    return false;
  }
}
