import { RIDE_SEARCH_TTL_MINUTES } from '@dakiya/domain';
import { readEnvironment, type Variables } from '@dakiya/environment';

/**
 * The ride settings the environment may change (docs/operations.md). Read where they are used, so
 * the development-only PUT /dev/rides/settings/ can change them in a running API (end-to-end tests).
 */
export interface RideSettings {
  /** How long a ride request looks for drivers before it expires (RIDE_SEARCH_TTL_MINUTES). */
  searchTtlMs: number;
  /** How much faster than real time the simulated drivers play a trip (SIMULATOR_SPEED). */
  simulatorSpeed: number;
  /** The simulated drivers make no new offers (a test of real drivers alone, in development). */
  simulatorPaused: boolean;
}

/** The settings from `variables` (default: this process's environment; readConfig checked it). */
export function readRideSettings(variables?: Variables): RideSettings {
  const env = readEnvironment('api', variables);
  return {
    searchTtlMs: (env.RIDE_SEARCH_TTL_MINUTES ?? RIDE_SEARCH_TTL_MINUTES) * 60_000,
    simulatorSpeed: env.SIMULATOR_SPEED,
    simulatorPaused: false,
  };
}
