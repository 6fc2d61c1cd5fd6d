import { beforeEach, describe, expect, it } from '@jest/globals';
import { DRIVER_ROUTES, ROUTES } from '@dakiya/domain';
import { CUSTOMER_APP_REMOTES } from '../remotes/remote-names';
import {
  needsCustomer,
  remoteForPath,
  routeOwners,
  setRouteOwners,
  showsBackArrow,
} from './route-table';
// The file the shell's build serves as /route-owners.json.
import builtOwners from './route-owners.json';

describe('route table', () => {
  beforeEach(() => setRouteOwners(builtOwners));

  it('is built with every remote and its prefixes, each one of ROUTES or DRIVER_ROUTES', () => {
    expect(routeOwners().map(({ remote }) => remote)).toEqual([
      ...CUSTOMER_APP_REMOTES,
      'driver_app',
    ]);
    const routes: string[] = [...Object.values(ROUTES), DRIVER_ROUTES.root];
    for (const { prefixes } of routeOwners())
      for (const prefix of prefixes) expect(routes).toContain(prefix);
  });

  it('takes the served route owners, so a remote is added without a rebuild', () => {
    setRouteOwners({ auth_app: ['/login'], fleet_app: ['/fleet'] });
    expect(remoteForPath('/fleet/vans')).toBe('fleet_app');
    expect(remoteForPath('/login')).toBe('auth_app');
    expect(remoteForPath('/profile')).toBeNull();
  });

  it.each([
    [null],
    ['/login'],
    [{ auth_app: '/login' }],
    [{ auth_app: ['login'] }],
    [{ a: [['/']] }],
  ])(
    'keeps the owners known so far when the served file is not a table of prefixes: %j',
    (file) => {
      setRouteOwners(file);
      expect(remoteForPath('/login')).toBe('auth_app');
      expect(remoteForPath('/driver/requests')).toBe('driver_app');
    },
  );

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
    ['/driver', 'driver_app'],
    ['/driver/trip', 'driver_app'],
  ])('routes %s to %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('does not match a prefix inside a longer word', () => {
    expect(remoteForPath('/booking')).toBeNull();
    expect(remoteForPath('/profiles')).toBeNull();
  });

  it('asks for a signed-in customer on the customer apps’ screens, not on a tracking page', () => {
    expect(needsCustomer('booking_app', '/send-courier')).toBe(true);
    expect(needsCustomer('account_app', '/profile')).toBe(true);
    expect(needsCustomer('auth_app', '/login')).toBe(false);
    expect(needsCustomer('booking_app', '/track/Tr4ck1ngT0kenOfTwentyFou')).toBe(false);
  });

  it('hides the back arrow where the screen has no way back', () => {
    expect(showsBackArrow('/send-courier')).toBe(false);
    expect(showsBackArrow('/profile')).toBe(true);
    // A recipient's tracking page, opened from a text.
    expect(showsBackArrow('/track/Tr4ck1ngT0kenOfTwentyFou')).toBe(false);
  });
});
