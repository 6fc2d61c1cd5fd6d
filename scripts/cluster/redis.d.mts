export declare const REDIS_SERVER: string;
export interface RunningRedis {
  url: string;
  port: number;
  stop(): Promise<void>;
  killNow(): void;
}
export declare function startRedis(options?: { port?: number }): Promise<RunningRedis>;
