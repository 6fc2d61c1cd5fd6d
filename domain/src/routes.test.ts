import { describe, expect, it } from '@jest/globals';
import { idOfQuery, ROUTES, YOUR_ORDER_QUERY, yourOrderPath } from './routes';

describe('yourOrderPath', () => {
  it('names the order in /your-order’s query, and the query reads it back', () => {
    const path = yourOrderPath(42);
    expect(path).toBe('/your-order?order=42');
    const url = new URL(path, 'https://dakiya.test');
    expect(url.pathname).toBe(ROUTES.yourOrder);
    expect(idOfQuery(url.searchParams.get(YOUR_ORDER_QUERY))).toBe(42);
  });

  it.each([null, '', '0', '-3', '4.5', '1e3', 'abc', '9007199254740993'])(
    'reads %p as no order',
    (value) => expect(idOfQuery(value)).toBeNull(),
  );
});
