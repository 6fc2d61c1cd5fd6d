/** A multipart form of text fields and files, as the sign-up and booking screens send. */
export function asForm(fields: Record<string, string>, files: Record<string, Blob> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, v, `${k}.jpg`);
  return form;
}

/** A 1x1 JPEG, for uploads. */
export const TINY_JPEG = new Blob(
  [
    Buffer.from(
      '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
      'base64',
    ),
  ],
  { type: 'image/jpeg' },
);
