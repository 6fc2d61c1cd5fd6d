/** What the API answers to a request it cannot read (always a 400, never a 500). */
export const REQUEST_ERRORS = {
  nulCharacter: 'The request holds a NUL character, which no field accepts.',
  malformedForm: 'The form body is malformed or cut short. Send it again.',
  noImage: 'There is no image here.',
  notAnImage: 'The file is not an image we can read. Upload a JPEG, PNG or WebP image.',
} as const;
