// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from './auth';
import { readStoredUser } from './auth-store';
import { storageKeys } from './storage-keys';

const ada = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  company: 'Engines Ltd',
  role: 'analyst' as const,
  createdAt: '2025-08-02T10:00:00.000Z',
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('stored user copy', () => {
  it('discards a corrupt copy', () => {
    localStorage.setItem(storageKeys.user, '{not json');
    expect(readStoredUser()).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    localStorage.setItem(storageKeys.user, JSON.stringify({ id: 1, name: 'x' }));
    expect(readStoredUser()).toBeNull();
    localStorage.setItem(storageKeys.user, JSON.stringify(ada));
    expect(readStoredUser()).toEqual(ada);
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });
});
