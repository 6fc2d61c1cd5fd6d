import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { createAppStore, rootReducer } from './create-store';
import { alertShown, selectAlert } from '../alert/alert-slice';
import {
  selectAccessToken,
  selectUserId,
  selectUserName,
  sessionCleared,
} from '../session/session-slice';
import { sessionApi } from '../session/session-api';
import { dakiyaApi } from '../api/api-slice';
import { HttpResponse, TEST_API, http, setupApiServer } from '../test/api-server';
import { aCurrentUser, aLogin } from '@dakiya/test-kit/msw';
import { DRIVER_LOCAL_KEYS, LOCAL_KEYS } from '@dakiya/domain';

const LOGIN = aLogin({
  access: 'a-token',
  refresh: 'r-token',
  user: { id: 42, first_name: 'Asha', last_name: 'Rao' },
});

setupApiServer(
  http.post(`${TEST_API}/login`, () => HttpResponse.json(LOGIN)),
  http.get(`${TEST_API}/me/`, () => HttpResponse.json({ data: aCurrentUser(LOGIN.user) })),
);

const logIn = (store: ReturnType<typeof createAppStore>) =>
  store.dispatch(
    sessionApi.endpoints.loginWithEmail.initiate({ email: 'asha@example.com', password: 'pw' }),
  );

describe('session', () => {
  it('takes the tokens from the login answer, and stores them locally and userId per tab', async () => {
    const store = createAppStore();
    await logIn(store);
    expect(selectUserId(store.getState())).toBe(42);
    expect(selectUserName(store.getState())).toBe('Asha Rao');
    expect(selectAccessToken(store.getState())).toBe('a-token');
    expect(localStorage.getItem('access')).toBe('a-token');
    expect(localStorage.getItem('refresh')).toBe('r-token');
    expect(localStorage.getItem('name')).toBe('Asha Rao');
    expect(sessionStorage.getItem('userId')).toBe('42');
  });

  it('reads the user back from storage in a new store (a reload)', async () => {
    await logIn(createAppStore());
    const reloaded = createAppStore();
    expect(selectUserId(reloaded.getState())).toBe(42);
    expect(selectUserName(reloaded.getState())).toBe('Asha Rao');
    expect(selectAccessToken(reloaded.getState())).toBe('a-token');
  });

  it('recovers the user id from /me/ in a tab whose session storage has none', async () => {
    await logIn(createAppStore());
    sessionStorage.clear(); // a second tab: same local storage, its own session storage
    const tab = createAppStore();
    expect(selectUserId(tab.getState())).toBeNull();
    await tab.dispatch(dakiyaApi.endpoints.getMe.initiate());
    expect(selectUserId(tab.getState())).toBe(42);
    expect(sessionStorage.getItem('userId')).toBe('42');
  });

  it('clears local and session storage and the API cache when the session is cleared', async () => {
    const store = createAppStore();
    await logIn(store);
    await store.dispatch(dakiyaApi.endpoints.getMe.initiate());
    expect(dakiyaApi.endpoints.getMe.select()(store.getState()).data?.first_name).toBe('Asha');
    sessionStorage.setItem('order', '{}');
    store.dispatch(sessionCleared());
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(selectUserId(store.getState())).toBeNull();
    expect(selectAccessToken(store.getState())).toBeNull();
    expect(dakiyaApi.endpoints.getMe.select()(store.getState()).data).toBeUndefined();
  });

  it("keeps the language and a driver's session on the same phone when the customer's ends", async () => {
    const store = createAppStore();
    await logIn(store);
    localStorage.setItem(LOCAL_KEYS.lang, 'hi');
    localStorage.setItem(DRIVER_LOCAL_KEYS.refresh, 'driver-refresh');
    store.dispatch(sessionCleared());
    expect(localStorage.getItem(LOCAL_KEYS.access)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.lang)).toBe('hi');
    expect(localStorage.getItem(DRIVER_LOCAL_KEYS.refresh)).toBe('driver-refresh');
    expect(localStorage.length).toBe(2);
  });
});

describe('alert', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('clears itself 5 seconds after it last changed', async () => {
    const store = createAppStore();
    store.dispatch(alertShown('first'));
    await jest.advanceTimersByTimeAsync(4000);
    store.dispatch(alertShown('second'));
    await jest.advanceTimersByTimeAsync(4000);
    expect(selectAlert(store.getState())?.message).toBe('second');
    await jest.advanceTimersByTimeAsync(1001);
    expect(selectAlert(store.getState())).toBeNull();
  });

  it('honours a custom duration (login errors: 3 s)', async () => {
    const store = createAppStore();
    store.dispatch(alertShown('Invalid Credentials', 3000));
    await jest.advanceTimersByTimeAsync(2999);
    expect(selectAlert(store.getState())?.message).toBe('Invalid Credentials');
    await jest.advanceTimersByTimeAsync(2);
    expect(selectAlert(store.getState())).toBeNull();
  });
});

const remoteSlice = createSlice({
  name: 'remoteThing',
  initialState: { ready: true },
  reducers: {},
  selectors: { selectReady: (state) => state.ready },
});

declare module './create-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof remoteSlice> {}
}

describe('reducer injection', () => {
  it('lets a remote add its slice to the running store', () => {
    const store = createAppStore();
    const injected = remoteSlice.injectInto(rootReducer);
    expect(injected.selectors.selectReady(store.getState())).toBe(true);
  });
});
