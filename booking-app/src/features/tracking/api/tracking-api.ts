import { API_ROUTES, dakiyaApi, getRuntimeConfig, REMOTE_INJECTION } from '@dakiya/shared';
import { apiPath, type PlaceLanguage, type TrackingView } from '@dakiya/domain';

/** How often the page reads the order again while its event stream is refused or down. */
export const TRACKING_POLL_MS = 10_000;

/** The link was turned off or renewed while the page followed it: it shows nothing more. */
export interface TrackingGone {
  gone: true;
}

type Tracked = TrackingView | TrackingGone;

export const isGone = (view: Tracked | undefined): view is TrackingGone =>
  view !== undefined && 'gone' in view;

/**
 * The public tracking page's order (no sign-in: the link's token is the key): read once, then
 * followed by its event stream until the order ends or the link is turned off; read every
 * TRACKING_POLL_MS while the stream is down.
 */
export const trackingApi = dakiyaApi.injectEndpoints({
  ...REMOTE_INJECTION,
  endpoints: (build) => ({
    getTracking: build.query<Tracked, { token: string; lang: PlaceLanguage }>({
      query: ({ token, lang }) => ({
        url: apiPath(API_ROUTES.tracking, { token }),
        params: { lang },
      }),
      async onCacheEntryAdded(
        { token, lang },
        { updateCachedData, cacheDataLoaded, cacheEntryRemoved, dispatch },
      ) {
        const loaded = await cacheDataLoaded.then(
          () => true,
          () => false,
        );
        if (!loaded || typeof EventSource === 'undefined') return;
        const url = `${getRuntimeConfig().apiBaseUrl}${apiPath(API_ROUTES.trackingEvents, { token })}?lang=${lang}`;
        const stream = new EventSource(url);
        let poll: ReturnType<typeof setInterval> | null = null;
        stream.addEventListener('tracking', (event) => {
          const view = JSON.parse((event as MessageEvent<string>).data) as TrackingView;
          updateCachedData((draft) =>
            isGone(draft) || view.version >= draft.version ? view : draft,
          );
          if (view.status === 'delivered' || view.status === 'cancelled') stream.close();
        });
        stream.addEventListener('gone', () => {
          updateCachedData(() => ({ gone: true }));
          stream.close();
        });
        // Refused (too many pages open) or down: read it now and then instead.
        stream.addEventListener('error', () => {
          if (stream.readyState !== EventSource.CLOSED || poll) return;
          poll = setInterval(
            () =>
              void dispatch(
                trackingApi.endpoints.getTracking.initiate(
                  { token, lang },
                  { subscribe: false, forceRefetch: true },
                ),
              ),
            TRACKING_POLL_MS,
          );
        });
        await cacheEntryRemoved;
        stream.close();
        if (poll) clearInterval(poll);
      },
    }),
  }),
});

export const { useGetTrackingQuery } = trackingApi;
