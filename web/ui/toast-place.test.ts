import { describe, expect, it } from 'vitest';
import { type Box, type PlaceInput, placeToast } from './toast-place';

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 900 };
const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});
const input = (over: Partial<PlaceInput>): PlaceInput => ({
  viewport: desktop,
  toastHeight: 80,
  topInset: 72,
  never: [],
  avoid: [],
  ...over,
});

describe('placeToast', () => {
  it('sits across the bottom of a phone, clear of a tall dialog header at the top', () => {
    // The log-in dialog at 375 px: 92% of the height, its title and Close at the top.
    const header = box(16, 30, 343, 70);
    const at = placeToast(input({ viewport: phone, topInset: 16, never: [header] }));
    expect(at).toMatchObject({ place: 'bottom-right', left: 16, width: 343, top: 740 - 16 - 80 });
  });

  it('goes to the top when a short bottom sheet has its header where the bottom toast would be', () => {
    const header = box(0, 600, 375, 60);
    const at = placeToast(input({ viewport: phone, topInset: 16, never: [header] }));
    expect(at).toMatchObject({ place: 'top-right', top: 16 });
  });

  it('keeps the bottom right corner on a desktop when nothing is there', () => {
    expect(placeToast(input({ avoid: [box(100, 100, 80, 36)] }))).toMatchObject({
      place: 'bottom-right',
      left: 1280 - 16 - 420,
      width: 420,
    });
  });

  it('moves off a Revoke button in the bottom right corner to the next free corner', () => {
    const revoke = box(1100, 820, 90, 36);
    expect(placeToast(input({ avoid: [revoke] })).place).toBe('bottom-left');
    const sendNow = box(60, 830, 120, 36);
    expect(placeToast(input({ avoid: [revoke, sendNow] })).place).toBe('top-right');
  });

  it('starts its top places below the sticky page header', () => {
    const everywhereBelow = [box(0, 820, 1280, 40)];
    expect(placeToast(input({ avoid: everywhereBelow }))).toMatchObject({ place: 'top-right', top: 72 });
  });

  it('covers the fewest controls when every corner covers some, never a dialog header', () => {
    const header = box(0, 0, 1280, 120);
    const avoid = [box(900, 830, 40, 30), box(950, 830, 40, 30), box(40, 830, 40, 30)];
    expect(placeToast(input({ never: [header], avoid, topInset: 16 })).place).toBe('bottom-left');
  });
});
