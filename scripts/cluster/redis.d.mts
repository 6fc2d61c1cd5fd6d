export declare const REDIS_SERVER: string;
export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  killNow(): void;
  /** SIGKILL, then after `downMs` a new, empty Redis on the same port. */
  crashAndRestart(downMs: number): Promise<void>;
}
export declare function startRedis(options?: { port?: number }): Promise<RunningRedis>;
