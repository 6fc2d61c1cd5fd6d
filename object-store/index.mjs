// @ts-check
import { createHash, createHmac } from 'node:crypto';

/**
 * Where the objects are and whose keys sign the requests.
 * @typedef {object} S3Options
 * @property {string} endpoint e.g. https://s3.ap-south-1.amazonaws.com, or a MinIO/R2 endpoint
 * @property {string} bucket
 * @property {string} region
 * @property {string} accessKeyId
 * @property {string} secretAccessKey
 */

/** @param {string | Buffer} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');
/** @param {string | Buffer} key @param {string} data */
const hmac = (key, data) => createHmac('sha256', key).update(data).digest();

/**
 * RFC 3986 encoding, as SigV4's canonical query string wants it.
 * @param {string} value
 */
const encode = (value) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A request to S3-compatible storage signed with AWS Signature V4, path-style: for object `key`,
 * or for the bucket itself (`key` null: a listing). `headers` (lower-case names: content-type,
 * cache-control, content-encoding…) are sent and signed.
 * @param {S3Options} options
 * @param {'GET' | 'PUT' | 'DELETE' | 'HEAD'} method
 * @param {string | null} key
 * @param {{ body?: Buffer, query?: Record<string, string>, headers?: Record<string, string>, now?: Date }} [request]
 * @returns {Promise<Response>}
 */
export function s3Request(options, method, key, { body, query = {}, headers = {}, now } = {}) {
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = options;
  const path = key === null ? '' : `/${key.split('/').map(encode).join('/')}`;
  const url = new URL(`${endpoint.replace(/\/$/, '')}/${bucket}${path}`);
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${encode(name)}=${encode(/** @type {string} */ (query[name]))}`)
    .join('&');
  url.search = canonicalQuery;
  const stamp = (now ?? new Date()).toISOString().replace(/[-:]|\.\d{3}/g, '');
  const day = stamp.slice(0, 8);
  const payloadHash = sha256(body ?? '');
  /** @type {Record<string, string>} */
  const signedHeaders = {
    ...headers,
    host: url.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': stamp,
  };
  const names = Object.keys(signedHeaders).sort();
  const canonical = [
    method,
    url.pathname,
    canonicalQuery,
    names.map((name) => `${name}:${String(signedHeaders[name]).trim()}\n`).join(''),
    names.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256(canonical)].join('\n');
  let signingKey = hmac(`AWS4${secretAccessKey}`, day);
  for (const part of [region, 's3', 'aws4_request']) signingKey = hmac(signingKey, part);
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  // fetch sets the host itself.
  const sent = Object.fromEntries(
    Object.entries(signedHeaders).filter(([name]) => name !== 'host'),
  );
  return fetch(url, {
    method,
    headers: {
      ...sent,
      authorization: `AWS4-HMAC-SHA256 Credential=${accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
    },
    ...(body ? { body: new Uint8Array(body) } : {}),
    signal: AbortSignal.timeout(15_000),
  });
}

/**
 * The text of each `<name>…</name>` in an S3 XML answer, unescaped.
 * @param {string} xml
 * @param {string} name
 */
export function xmlValues(xml, name) {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map(([, value]) =>
    String(value)
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&'),
  );
}
