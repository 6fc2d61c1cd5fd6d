import type { Redis } from 'ioredis';
import type { LatLng } from '@dakiya/domain';
import { seqFloor, type DriverPosition, type DriverPositions } from './driver-positions.js';

/** One hash for all drivers: field = driver id, value = "seq,lat,lng". */
const KEY = 'dakiya:driver-positions';
/** Where each driver's feed was last worked out: field = driver id, value = "lat,lng". */
const ANCHORS = 'dakiya:driver-feed-anchors';

/**
 * Numbers and stores a position in one step, so two processes reporting for one driver at once
 * cannot give the older position the higher number. The coordinates are kept as the strings
 * JavaScript wrote, so they read back exactly (a GEO set would round them to about 0.6 m).
 */
const NUMBER_AND_STORE = `
local previous = redis.call('HGET', KEYS[1], ARGV[1])
local seq = tonumber(ARGV[2])
if previous then
  local last = tonumber(string.match(previous, '^(%d+),'))
  if last and last + 1 > seq then seq = last + 1 end
end
redis.call('HSET', KEYS[1], ARGV[1], seq .. ',' .. ARGV[3] .. ',' .. ARGV[4])
`;
const SET_POSITION = `${NUMBER_AND_STORE}return seq`;

/**
 * NUMBER_AND_STORE, then the anchor check of `report` in the same step (KEYS[2]: the anchors,
 * ARGV[5]: the distance in km). An equirectangular distance: exact enough over a few hundred
 * metres.
 */
const REPORT_POSITION = `${NUMBER_AND_STORE}
local moved = 1
local anchor = redis.call('HGET', KEYS[2], ARGV[1])
if anchor then
  local alat, alng = string.match(anchor, '^([^,]+),([^,]+)$')
  alat = tonumber(alat)
  alng = tonumber(alng)
  local lat = tonumber(ARGV[3])
  local lng = tonumber(ARGV[4])
  if alat and alng then
    local dy = (lat - alat) * 111.195
    local dx = (lng - alng) * 111.195 * math.cos(math.rad((lat + alat) / 2))
    if dx * dx + dy * dy <= tonumber(ARGV[5]) ^ 2 then moved = 0 end
  end
end
if moved == 1 then redis.call('HSET', KEYS[2], ARGV[1], ARGV[3] .. ',' .. ARGV[4]) end
return {seq, moved}
`;

type WithSetPosition = Redis & {
  dakiyaSetPosition(
    key: string,
    driverId: string,
    floor: number,
    lat: string,
    lng: string,
  ): Promise<number>;
  dakiyaReportPosition(
    key: string,
    anchors: string,
    driverId: string,
    floor: number,
    lat: string,
    lng: string,
    anchorKm: number,
  ): Promise<[number, number]>;
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
    if (!('dakiyaReportPosition' in redis))
      redis.defineCommand('dakiyaReportPosition', { numberOfKeys: 2, lua: REPORT_POSITION });
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

  async report(driverId: number, at: LatLng, anchorKm: number) {
    const [seq, moved] = await this.redis.dakiyaReportPosition(
      KEY,
      ANCHORS,
      String(driverId),
      seqFloor(),
      String(at.lat),
      String(at.lng),
      anchorKm,
    );
    return { position: { lat: at.lat, lng: at.lng, seq: Number(seq) }, moved: moved === 1 };
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
