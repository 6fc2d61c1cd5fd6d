import { RIDE_SEARCH_TTL_MINUTES } from '@dakiya/domain';

/** A positive number from the environment, or the default when unset or not positive. */
function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
}

/**
 * The ride settings the environment may change (docs/operations.md). Read where they are used, so
 * the
 * development-only PUT /dev/rides/settings/ can change them in a running API (end-to-end tests).
 */
export interface RideSettings {
  /** How long a ride request looks for drivers before it expires (RIDE_SEARCH_TTL_MINUTES). */
  searchTtlMs: number;
  /** How much faster than real time the simulated drivers play a trip (SIMULATOR_SPEED). */
  simulatorSpeed: number;
  /** The simulated drivers make no new offers (a test of real drivers alone, in development). */
  simulatorPaused: boolean;
}

export function readRideSettings(env: NodeJS.ProcessEnv = process.env): RideSettings {
  return {
    searchTtlMs: positive(env.RIDE_SEARCH_TTL_MINUTES, RIDE_SEARCH_TTL_MINUTES) * 60_000,
    simulatorSpeed: positive(env.SIMULATOR_SPEED, 1),
    simulatorPaused: false,
  };
}
