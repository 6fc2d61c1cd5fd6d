import { randomBytes, randomInt } from 'node:crypto';
import { TRACKING_TOKEN_BYTES } from '@dakiya/domain';

/** A four-digit code for a person to read out: the pickup and the delivery code. */
export const fourDigitCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A tracking link's token: TRACKING_TOKEN_BYTES random bytes, URL-safe. */
export const trackingToken = () => randomBytes(TRACKING_TOKEN_BYTES).toString('base64url');
