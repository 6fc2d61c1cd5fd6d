/**
 * An image answer as a data: URL an <img> can show: images need the bearer token, which an
 * <img>'s own request cannot send, so they are fetched through the api and shown this way.
 */
export async function imageAsDataUrl(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = '';
  // In slices: spreading a whole photo into one call would overflow the stack.
  for (let at = 0; at < bytes.length; at += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  const type = response.headers.get('content-type') ?? 'image/jpeg';
  return `data:${type};base64,${btoa(binary)}`;
}

/** An RTK Query responseHandler: the image as a data: URL, or the API's error answer. */
export const imageOrError = (response: Response) =>
  response.ok ? imageAsDataUrl(response) : response.json();
