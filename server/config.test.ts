import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.DATA_DIR).toBe(path.resolve('./.data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '  ', DATABASE_URL: '' }).PORT).toBe(5000);
  });

  it('accepts a postgres URL and a port', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      TRUST_PROXY: 1,
    });
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,Loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8,uniquelocal' }).TRUST_PROXY).toEqual([
      '::1',
      'fd00::/8',
      'uniquelocal',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [
      { PORT: '70000' },
      'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "70000")',
    ],
    [{ PORT: '80.5' }, 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "80.5")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// connection URL (got "mysql://x")',
    ],
    [
      { TRUST_PROXY: 'true' },
      'Invalid configuration: TRUST_PROXY must be false, a number of proxies in front of the server (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.5,10.1.0.0/16; also loopback, linklocal, uniquelocal); true is no longer accepted: it trusts the X-Forwarded-For header of any client (got "true")',
    ],
    [{ TRUST_PROXY: 'maybe' }, '"maybe" is none of these (got "maybe")'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, '"10.0.0.0/33" is none of these'],
    [{ TRUST_PROXY: '10.0.0.5,' }, 'Invalid configuration: TRUST_PROXY must be false, a number of proxies'],
    [{ TRUST_PROXY: '10.0.0.5/8/1' }, '"10.0.0.5/8/1" is none of these'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
