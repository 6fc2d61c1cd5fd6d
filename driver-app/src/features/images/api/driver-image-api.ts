import { AS_DRIVER } from '../../session/driver-session-binding';
import { driverApi } from '../../session/api/driver-api';

/** An image answer as a data: URL an <img> can show. */
async function asDataUrl(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole photo into one call would overflow the stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  const type = response.headers.get('content-type') ?? 'image/jpeg';
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * An image of the driver's API (their photo, a request's parcel photo). It needs the driver's
 * bearer token, which an <img>'s own request cannot send, so it is fetched here and shown as a
 * data: URL.
 */
export const driverImageApi = driverApi.injectEndpoints({
  endpoints: (build) => ({
    getDriverImage: build.query<string, string>({
      query: (path) => ({
        url: path,
        responseHandler: (response) => (response.ok ? asDataUrl(response) : response.json()),
      }),
      extraOptions: AS_DRIVER,
      // One driver's photo must not show for the next driver who signs in on this phone.
      providesTags: ['Driver'],
    }),
  }),
});

export const { useGetDriverImageQuery } = driverImageApi;
