import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint, endpointUrl } from './endpoint';

const brandData = endpoint({
  method: 'GET',
  path: '/api/brand/:brandName/data',
  params: z.object({ brandName: z.string() }),
  responses: { 200: z.object({ ok: z.boolean() }) },
});

describe('endpointUrl', () => {
  it('fills and encodes path parameters', () => {
    expect(endpointUrl(brandData, { params: { brandName: 'Paris Saint-Germain / PSG' } })).toBe(
      '/api/brand/Paris%20Saint-Germain%20%2F%20PSG/data',
    );
  });

  it('refuses a missing path parameter rather than calling the wrong address', () => {
    expect(() => endpointUrl(brandData, {})).toThrow('missing the path parameter "brandName"');
  });

  it('writes the query in the order given, leaves out empty values and repeats arrays', () => {
    expect(
      endpointUrl(
        { path: '/api/search' },
        {
          query: {
            type: 'brand',
            q: 'Man Utd & co',
            limit: 5,
            sport: undefined,
            extra: null,
            tag: ['a', 'b'],
          },
        },
      ),
    ).toBe('/api/search?type=brand&q=Man%20Utd%20%26%20co&limit=5&tag=a&tag=b');
    expect(endpointUrl({ path: '/api/search' }, { query: { q: undefined } })).toBe('/api/search');
  });
});
