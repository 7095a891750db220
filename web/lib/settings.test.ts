import { describe, expect, it } from 'vitest';
import { authEndpoints } from '../../core/contract/auth';
import { SETTINGS_PATH, settingsKey } from './settings';

describe('settings query', () => {
  it("is keyed by the contract's address for settings and the user", () => {
    expect(SETTINGS_PATH).toBe(authEndpoints.settings.path);
    expect(settingsKey('u1')).toEqual([authEndpoints.settings.path, 'u1']);
  });
});
