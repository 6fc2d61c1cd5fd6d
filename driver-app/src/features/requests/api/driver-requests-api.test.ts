import { beforeEach, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { inLanguage } from '@dakiya/shared/src/test/i18n';
import { HttpResponse, TEST_API, http, setupApiServer } from '@dakiya/shared/src/test/api-server';
import { FakeEventSource } from '@dakiya/shared/src/test/fake-event-source';
import { signedInDriverStore } from '../../../test/driver-store';
import { aDriverFeed } from '../../../test/fixtures';
import { tripApi } from '../../trip/api/trip-api';
import { driverRequestsApi } from './driver-requests-api';

/** The `lang` of each call the API was sent, by path. */
let asked: { path: string; lang: string | null }[];
const record = (request: Request) => {
  const url = new URL(request.url);
  asked.push({ path: url.pathname, lang: url.searchParams.get('lang') });
};

setupApiServer(
  http.get(`${TEST_API}/drivers/me/feed/`, ({ request }) => {
    record(request);
    return HttpResponse.json(aDriverFeed());
  }),
  http.post(`${TEST_API}/drivers/me/feed/stream-token/`, () =>
    HttpResponse.json({ token: 'ticket', expires_in: 120 }),
  ),
  http.get(`${TEST_API}/drivers/me/trip/`, ({ request }) => {
    record(request);
    return HttpResponse.json({ message: 'none', msg: 'none', error: 'none' }, { status: 404 });
  }),
);

beforeEach(() => {
  asked = [];
  FakeEventSource.install();
});

describe("the driver's requests and trip are asked for in the driver's language", () => {
  it('asks for the feed, and follows its stream, in Hindi when the app speaks Hindi', async () => {
    inLanguage('hi');
    const store = signedInDriverStore();
    const feed = store.dispatch(driverRequestsApi.endpoints.getDriverFeed.initiate());
    await feed;
    expect(asked).toEqual([{ path: '/drivers/me/feed/', lang: 'hi' }]);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(new URL(FakeEventSource.latest().url).searchParams.get('lang')).toBe('hi');
    // Gone with the last screen: the stream closes and a later switch asks for nothing.
    feed.unsubscribe();
    await waitFor(() => expect(FakeEventSource.latest().closed).toBe(true));
  });

  it('asks again, in the new language, when the driver switches', async () => {
    const store = signedInDriverStore();
    const feed = store.dispatch(driverRequestsApi.endpoints.getDriverFeed.initiate());
    await feed;
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    inLanguage('hi');
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toEqual({ path: '/drivers/me/feed/', lang: 'hi' });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(new URL(FakeEventSource.latest().url).searchParams.get('lang')).toBe('hi');
    // Gone with the last screen: the stream closes and a later switch asks for nothing.
    feed.unsubscribe();
    await waitFor(() => expect(FakeEventSource.latest().closed).toBe(true));
  });

  it('asks for the trip in English when the app speaks English', async () => {
    inLanguage('en');
    const store = signedInDriverStore();
    await store.dispatch(tripApi.endpoints.getDriverTrip.initiate());
    expect(asked).toEqual([{ path: '/drivers/me/trip/', lang: 'en' }]);
  });
});
