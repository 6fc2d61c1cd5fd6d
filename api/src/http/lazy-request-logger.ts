import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What the factory is given: Fastify's root logger, which is pino. */
interface PinoParent extends FastifyBaseLogger {
  levels: { values: Record<string, number> };
  levelVal: number;
}

/**
 * A request's logger that makes pino's child (the request id bound, the route's level) only when
 * something is written at an enabled level. Most answers write nothing (the polls log at warn),
 * and building the child was a twentieth of a bare request's work.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;
  private readonly threshold: number;

  constructor(
    private readonly parent: PinoParent,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.threshold =
      options.level === undefined
        ? parent.levelVal
        : (parent.levels.values[options.level] ?? parent.levelVal);
  }

  get level(): string {
    return this.made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child$().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child$().child(bindings, options);
  }

  private write(level: Level, args: unknown[]): void {
    if (this.made === undefined && this.parent.levels.values[level]! < this.threshold) return;
    (this.child$() as unknown as Record<Level, (...args: unknown[]) => void>)[level](...args);
  }

  private child$(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
}

/**
 * Fastify's `childLoggerFactory`: every request gets a LazyRequestLogger. With logging off
 * Fastify's logger is a null logger, whose child is itself.
 */
export const lazyRequestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) =>
  'levels' in parent
    ? new LazyRequestLogger(parent as PinoParent, bindings, options)
    : parent.child(bindings, options);
