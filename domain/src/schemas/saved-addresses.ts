import { z } from 'zod';
import { API_ERRORS } from '../messages';
import { SAVED_ADDRESS_KINDS, SAVED_ADDRESS_LIMITS } from '../saved-address-rules';
import { idSchema, indiaLatLngSchema } from './common';

export const savedAddressKindSchema = z.enum(SAVED_ADDRESS_KINDS);
type SavedAddressKind = z.infer<typeof savedAddressKindSchema>;

const labelFields = {
  kind: savedAddressKindSchema,
  name: z
    .string()
    .trim()
    .max(SAVED_ADDRESS_LIMITS.nameLength, API_ERRORS.savedAddressNameTooLong)
    .nullish(),
};

/**
 * What a saved address is called: Home or Work, or a name the customer gives it. A name is
 * required for `other` and dropped for Home and Work (their label is the kind, in any language).
 */
function label<T extends { kind: SavedAddressKind; name?: string | null | undefined }>(fields: T) {
  return { ...fields, name: fields.kind === 'other' ? fields.name || null : null };
}
const named = ({ kind, name }: { kind: SavedAddressKind; name: string | null }) =>
  kind !== 'other' || name !== null;
const nameRequired = { message: API_ERRORS.savedAddressNameRequired, path: ['name'] };

/** An Indian place: its formatted address and a position inside India. */
export const savedPlaceSchema = z.object({
  address: z
    .string()
    .trim()
    .min(1, API_ERRORS.fieldRequired)
    .max(SAVED_ADDRESS_LIMITS.addressLength),
  position: indiaLatLngSchema,
});

/** POST /me/addresses/: the label and the place. */
export const createSavedAddressRequestSchema = z
  .object({ ...labelFields, location: savedPlaceSchema })
  .transform(label)
  .refine(named, nameRequired);

/** PATCH /me/addresses/{addressId}/: a new label (a rename, or Home/Work/other). */
export const renameSavedAddressRequestSchema = z
  .object(labelFields)
  .transform(label)
  .refine(named, nameRequired);

export const savedAddressParamsSchema = z.object({ addressId: idSchema });

/** One of the customer's saved addresses. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  kind: savedAddressKindSchema,
  /** The customer's name for it; null for Home and Work. */
  name: z.string().nullable(),
  location: z.object({
    address: z.string(),
    position: z.object({ lat: z.number(), lng: z.number() }),
  }),
  created_at: z.string(),
});

/** GET /me/addresses/: Home, then Work, then the others, oldest first. */
export const savedAddressListSchema = z.object({ results: z.array(savedAddressSchema) });
export const savedAddressResponseSchema = z.object({ data: savedAddressSchema });
