import { describe, expect, it } from '@jest/globals';
import { ROUTES } from '@dakiya/domain';
import { REMOTE_NAMES } from '../remotes/remote-names';
import { ROUTE_OWNERS, remoteForPath, showsBackArrow } from './route-table';

describe('route table', () => {
  it('gives every remote its prefixes, each one of ROUTES', () => {
    expect(ROUTE_OWNERS.map(({ remote }) => remote).sort()).toEqual([...REMOTE_NAMES].sort());
    const routes: string[] = Object.values(ROUTES);
    for (const { prefixes } of ROUTE_OWNERS)
      for (const prefix of prefixes) expect(routes).toContain(prefix);
  });

  it.each([
    ['/tutorial', 'auth_app'],
    ['/login', 'auth_app'],
    ['/signup', 'auth_app'],
    ['/location', 'auth_app'],
    ['/send-courier', 'booking_app'],
    ['/your-order', 'booking_app'],
    ['/courier/select', 'booking_app'],
    ['/profile', 'account_app'],
    ['/order-history', 'account_app'],
    ['/book', 'account_app'],
    ['/book/driver/42', 'account_app'],
  ])('routes %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('does not match a prefix inside a longer word', () => {
    expect(remoteForPath('/booking')).toBeNull();
    expect(remoteForPath('/profiles')).toBeNull();
  });

  it('hides the back arrow where the screen has no way back', () => {
    expect(showsBackArrow('/send-courier')).toBe(false);
    expect(showsBackArrow('/profile')).toBe(true);
  });
});
