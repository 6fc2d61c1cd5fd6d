import { dakiyaApi, API_ROUTES } from '@dakiya/shared';

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
 * The signed-in customer's sign-up photo. It needs the bearer token, which an <img>'s own
 * request cannot send, so it is fetched here and shown as a data: URL.
 */
export const profileApi = dakiyaApi.injectEndpoints({
  endpoints: (build) => ({
    getMyPhoto: build.query<string, void>({
      query: () => ({
        url: API_ROUTES.myPhoto,
        responseHandler: (response) => (response.ok ? asDataUrl(response) : response.json()),
      }),
    }),
  }),
});

export const { useGetMyPhotoQuery } = profileApi;
