export declare class PostgresMissingError extends Error {}
export interface RunningPostgres {
  /** Admin URL: user postgres, database postgres (pg_stat_statements created there). */
  url: string;
  port: number;
  version: string;
  /** Synchronous; safe in an exit handler and twice. */
  stop(): void;
  /** `pg_ctl restart -m fast`: open sessions are cut; resolves once it accepts connections. */
  restart(): Promise<void>;
}
export declare function startPostgres(options?: {
  maxConnections?: number;
}): Promise<RunningPostgres>;
