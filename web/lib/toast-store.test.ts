import { describe, expect, it } from 'vitest';
import { currentToast, dismissToast, subscribeToasts, toast } from './toast-store';

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the current', () => {
    let changes = 0;
    const unsubscribe = subscribeToasts(() => changes++);
    const first = toast({ title: 'Logged out' });
    toast({ title: 'Welcome back!', description: 'Successfully logged in' });
    expect(currentToast()).toMatchObject({ title: 'Welcome back!', variant: 'default' });
    dismissToast(first);
    expect(currentToast()?.title).toBe('Welcome back!');
    dismissToast();
    expect(currentToast()).toBeNull();
    expect(changes).toBe(3);
    unsubscribe();
  });
});
