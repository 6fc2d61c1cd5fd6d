import type { FastifyBaseLogger } from 'fastify';
import type { AdvisoryLockKey, Database } from '../db/database.js';

/** How often a process that does not hold the lock tries again. */
export const TAKEOVER_TRY_MS = 1000;

/**
 * Runs a job (the driver simulator) in one API process of the cluster at a time: the process
 * that holds PostgreSQL session advisory lock `key`, on a connection of its own. The lock goes
 * with that connection, so when the holder dies (even by SIGKILL) the server releases it as soon
 * as the socket closes, and another process takes over at its next try, within about a second.
 * No expiry to tune or renew. On PGlite (one process) the job just runs.
 */
export class ClusterSingleton {
  private timer: NodeJS.Timeout | null = null;
  private connection: Awaited<ReturnType<Database['lockConnection']>> = null;
  private holding = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly key: AdvisoryLockKey,
    private readonly job: { start(): Promise<void>; stop(): void },
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Whether this process runs the job now. */
  get running(): boolean {
    return this.holding;
  }

  async start(): Promise<void> {
    if (this.database.kind === 'pglite') {
      this.holding = true;
      await this.job.start();
      return;
    }
    await this.tryToTake();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.tryToTake(), TAKEOVER_TRY_MS);
    this.timer.unref();
  }

  private async tryToTake(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.connection) {
        const connection = await this.database.lockConnection();
        if (!connection) return;
        // A lost connection is a lost lock: stop at once; another process (or this one) takes over.
        connection.on('error', () => this.lose(connection));
        connection.on('end', () => this.lose(connection));
        this.connection = connection;
      }
      const { rows } = await this.connection.query<{ taken: boolean }>(
        'SELECT pg_try_advisory_lock($1) AS taken',
        [this.key],
      );
      if (rows[0]?.taken && !this.stopped) {
        this.holding = true;
        this.log?.info({ pid: process.pid }, 'cluster singleton taken');
        await this.job.start();
        return;
      }
    } catch (error) {
      this.log?.warn({ err: error }, 'cluster singleton: lock not reachable, trying again');
      if (this.connection) this.lose(this.connection);
    }
    this.schedule();
  }

  private lose(connection: NonNullable<typeof this.connection>): void {
    if (this.connection !== connection) return;
    this.connection = null;
    connection.end().catch(() => undefined);
    if (this.holding) {
      this.holding = false;
      this.job.stop();
      this.schedule();
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.holding) this.job.stop();
    this.holding = false;
    const connection = this.connection;
    this.connection = null;
    await connection?.end().catch(() => undefined);
  }
}
