export interface ClusterOptions {
  /** API processes (default API_PROCESSES or 3). */
  processes?: number;
  /** The driver simulator, in one process at a time (default true). */
  simulate?: boolean;
  /** HAProxy's port: default the API port (API_PORT, 4000); 0 = a free one. */
  apiPort?: number;
  /** Redis's port: default REDIS_PORT or a free one. */
  redisPort?: number;
  /** More environment for every API process. */
  env?: Record<string, string>;
  /** Every output line of the API processes (default: error lines to stderr). */
  onLog?: (line: string, index: number) => void;
  /** Cancels a start under way; what was started is stopped. */
  signal?: AbortSignal;
}
export interface Cluster {
  /** HAProxy. */
  apiUrl: string;
  /** Each API process directly, by index. */
  processUrls: string[];
  databaseUrl: string;
  redisUrl: string;
  /** SIGKILL to API process `index`; resolves once it has exited. */
  kill(index: number): Promise<void>;
  /** SIGTERM to API process `index` (a deploy's stop); resolves once it has exited. */
  terminate(index: number): Promise<void>;
  /** Starts API process `index` again on its port; resolves once it answers /health. */
  restart(index: number): Promise<void>;
  running(index: number): boolean;
  /** Redis crashes (SIGKILL) and comes back empty on its port `downMs` later. */
  crashRedis(downMs: number): Promise<void>;
  /** PostgreSQL restarted (fast: sessions cut); resolves once it takes connections again. */
  restartPostgres(): Promise<void>;
  logs(index: number): string[];
  stop(): Promise<void>;
}
export declare function startCluster(options?: ClusterOptions): Promise<Cluster>;
