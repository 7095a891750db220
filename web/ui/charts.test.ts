import { describe, expect, it } from 'vitest';
import { barTicks } from './charts';

describe('barTicks', () => {
  it('keeps every label and shortens long names when bars are narrow', () => {
    const t = barTicks(['Adidas', 'Puma', 'Under Armour', 'New Balance', 'Nike', 'Asics'], 260);
    expect(t.interval).toBe(0);
    expect(t.label('Under Armour')).toMatch(/…$/);
    expect(t.label('Under Armour').length).toBeLessThanOrEqual(6);
    expect(t.label('Nike')).toBe('Nike');
  });

  it('skips ticks when there are too many bars for a phone', () => {
    const years = Array.from({ length: 24 }, (_, i) => String(2000 + i));
    const t = barTicks(years, 260);
    expect(t.interval).toBeGreaterThan(0);
    expect(t.label('2001')).toBe('2001');
  });

  it('leaves room for whole names on a wide screen', () => {
    expect(barTicks(['Under Armour', 'Nike'], 900).label('Under Armour')).toBe('Under Armour');
  });
});
