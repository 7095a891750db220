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
      TRUST_PROXY: 'true',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      TRUST_PROXY: true,
    });
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
    [{ TRUST_PROXY: 'maybe' }, 'Invalid configuration: TRUST_PROXY must be true or false (got "maybe")'],
  ])('rejects %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
