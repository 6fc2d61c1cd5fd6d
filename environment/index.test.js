const { describe, expect, it } = require('@jest/globals');
const { ENVIRONMENT, EnvironmentError, SECTIONS, readEnvironment } = require('./index');

/** The error `read` throws, or a failure if it throws none. */
function errorOf(read) {
  try {
    read();
  } catch (error) {
    return error;
  }
  throw new Error('expected an EnvironmentError');
}

describe('readEnvironment', () => {
  it('fills in the defaults the README promises when nothing is set', () => {
    expect(readEnvironment('local', {})).toEqual({
      HOST: '127.0.0.1',
      SHELL_PORT: 3000,
      AUTH_PORT: 3001,
      BOOKING_PORT: 3002,
      ACCOUNT_PORT: 3003,
      DRIVER_PORT: 3004,
      API_PORT: 4000,
      CDN_PORT: 3100,
    });
    const api = readEnvironment('api', {});
    expect(api.PORT).toBe(4000);
    expect(api.SIMULATOR_SPEED).toBe(1);
    expect(api.TRUST_PROXY).toBe(false);
  });

  it('converts what is set, and counts an empty variable as unset', () => {
    const api = readEnvironment('api', {
      PORT: ' 4100 ',
      SIMULATE_DRIVERS: 'false',
      CORS_ORIGINS: 'https://a.example, https://b.example,',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      RIDE_SEARCH_TTL_MINUTES: '0.5',
      DATABASE_URL: '',
      SMS_WEBHOOK_URL: '',
    });
    expect(api.PORT).toBe(4100);
    expect(api.SIMULATE_DRIVERS).toBe(false);
    expect(api.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(api.TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(api.RIDE_SEARCH_TTL_MINUTES).toBe(0.5);
    expect(api.DATABASE_URL).toBeUndefined();
    expect(readEnvironment('local', { SHELL_PORT: '' }).SHELL_PORT).toBe(3000);
  });

  it('names every variable that does not fit, one line each, with what it must be', () => {
    const error = errorOf(() =>
      readEnvironment('api', {
        PORT: '4000abc',
        DB_POOL_SIZE: '0',
        ACCESS_TOKEN_TTL_S: '60',
        SIMULATOR_SPEED: '-2',
        API_DOCS: 'yes',
        MESSAGE_SENDER: 'pigeon',
        REDIS_URL: '127.0.0.1:6379',
      }),
    );
    expect(error).toBeInstanceOf(EnvironmentError);
    expect(error.message.split('\n')).toEqual([
      'PORT must be a port number (a whole number from 1 to 65535), not "4000abc".',
      'DB_POOL_SIZE must be a whole number of 1 or more, not "0".',
      'REDIS_URL must be an absolute URL, not "127.0.0.1:6379".',
      'MESSAGE_SENDER must be one of "webhook", "outbox", not "pigeon".',
      'API_DOCS must be "true" or "false", not "yes".',
      'SIMULATOR_SPEED must be a number above 0, not "-2".',
      'ACCESS_TOKEN_TTL_S must be a whole number from 900 to 3600, not "60".',
    ]);
  });

  it('refuses ports out of range and numbers that are not whole', () => {
    for (const [name, value] of [
      ['API_PORT', '0'],
      ['API_PORT', '65536'],
      ['SHELL_PORT', '3000.5'],
      ['DRIVER_PORT', '0x10'],
    ])
      expect(errorOf(() => readEnvironment('local', { [name]: value })).message).toMatch(
        new RegExp(`^${name} must be a port number`),
      );
    expect(() => readEnvironment('bench', { FEED_GAP_MS: '1.5' })).toThrow(/^FEED_GAP_MS/);
  });

  it('reads only the section asked for: a wrong API variable does not stop the local system', () => {
    expect(readEnvironment('local', { PORT: 'none' }).API_PORT).toBe(4000);
  });

  it('is one schema: every section is part of it, and a variable in two sections is the same', () => {
    for (const section of Object.values(SECTIONS))
      for (const [name, schema] of Object.entries(section.shape))
        expect(ENVIRONMENT.shape[name]).toBe(schema);
    for (const [name, schema] of Object.entries(ENVIRONMENT.shape))
      expect([name, schema.description]).toEqual([name, expect.stringMatching(/\w/)]);
  });
});
