import type { Redis } from 'ioredis';
import type { LatLng } from '@dakiya/domain';
import { seqFloor, type DriverPosition, type DriverPositions } from './driver-positions.js';

/** One hash for all drivers: field = driver id, value = "seq,lat,lng". */
const KEY = 'dakiya:driver-positions';

/**
 * Numbers and stores a position in one step, so two processes reporting for one driver at once
 * cannot give the older position the higher number. The coordinates are kept as the strings
 * JavaScript wrote, so they read back exactly (a GEO set would round them to about 0.6 m).
 */
const SET_POSITION = `
local previous = redis.call('HGET', KEYS[1], ARGV[1])
local seq = tonumber(ARGV[2])
if previous then
  local last = tonumber(string.match(previous, '^(%d+),'))
  if last and last + 1 > seq then seq = last + 1 end
end
redis.call('HSET', KEYS[1], ARGV[1], seq .. ',' .. ARGV[3] .. ',' .. ARGV[4])
return seq
`;

type WithSetPosition = Redis & {
  dakiyaSetPosition(
    key: string,
    driverId: string,
    floor: number,
    lat: string,
    lng: string,
  ): Promise<number>;
};

function parse(value: string | null): DriverPosition | null {
  if (!value) return null;
  const [seq, lat, lng] = value.split(',').map(Number);
  return seq === undefined || lat === undefined || lng === undefined ? null : { lat, lng, seq };
}

/** Every API process of a cluster reads and writes the same positions (REDIS_URL). */
export class RedisDriverPositions implements DriverPositions {
  private readonly redis: WithSetPosition;

  constructor(redis: Redis) {
    if (!('dakiyaSetPosition' in redis))
      redis.defineCommand('dakiyaSetPosition', { numberOfKeys: 1, lua: SET_POSITION });
    this.redis = redis as WithSetPosition;
  }

  async set(driverId: number, at: LatLng): Promise<DriverPosition> {
    const seq = await this.redis.dakiyaSetPosition(
      KEY,
      String(driverId),
      seqFloor(),
      String(at.lat),
      String(at.lng),
    );
    return { lat: at.lat, lng: at.lng, seq: Number(seq) };
  }

  async get(driverId: number): Promise<DriverPosition | null> {
    return parse(await this.redis.hget(KEY, String(driverId)));
  }

  async getMany(driverIds: readonly number[]): Promise<Map<number, DriverPosition>> {
    const found = new Map<number, DriverPosition>();
    if (driverIds.length === 0) return found;
    const values = await this.redis.hmget(KEY, ...driverIds.map(String));
    driverIds.forEach((id, i) => {
      const position = parse(values[i] ?? null);
      if (position) found.set(id, position);
    });
    return found;
  }
}
