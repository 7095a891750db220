import { describe, expect, it } from 'vitest';
import { COUNT_UP_MS, COUNT_UP_TARGET, countUpValue } from './count-up';

describe('countUpValue', () => {
  it('runs from 0 to 87 over 2000 ms', () => {
    expect(COUNT_UP_TARGET).toBe(87);
    expect(COUNT_UP_MS).toBe(2000);
    expect(countUpValue(0, 87, 2000)).toBe(0);
    expect(countUpValue(2000, 87, 2000)).toBe(87);
    expect(countUpValue(5000, 87, 2000)).toBe(87);
  });

  it('rises monotonically in between', () => {
    let last = 0;
    for (let t = 0; t <= 2000; t += 50) {
      const v = countUpValue(t, 87, 2000);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(countUpValue(1000, 87, 2000)).toBeGreaterThan(43);
  });
});
