import { z } from 'zod';

/** An Indian place of the offline maps provider (GeoNames, CC BY 4.0). */
export const placeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  formatted_address: z.string(),
  lat: z.number(),
  lng: z.number(),
});

/** The language places are named in: Hindi names where the data has them, else the English. */
export const placeLanguageSchema = z.enum(['en', 'hi']).default('en');

/** A position written 'lat,lng' (decimal degrees), as a query parameter carries it. */
const latLngTextSchema = z
  .string()
  .regex(/^-?\d{1,3}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Expected lat,lng in decimal degrees')
  .transform((text) => {
    const [lat, lng] = text.split(',').map(Number);
    return { lat: lat!, lng: lng! };
  })
  .pipe(z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }));

export const placeSearchQuerySchema = z.object({
  q: z.string().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(8),
  lang: placeLanguageSchema,
  /** Where the customer is: among equally good matches, places near it come first. */
  near: latLngTextSchema.optional(),
});
export const placeSearchResponseSchema = z.object({ results: z.array(placeSchema) });

export const reverseGeocodeQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  lang: placeLanguageSchema,
});
export const reverseGeocodeResponseSchema = z.object({
  result: placeSchema.extend({ distance_km: z.number() }),
});

/** Names of the localities and towns around a point: the offline map's labels at city zoom. */
export const nearbyPlacesQuerySchema = reverseGeocodeQuerySchema.extend({
  km: z.coerce.number().min(0.5).max(25).default(5),
});
export const placeLabelSchema = placeSchema.pick({ id: true, name: true, lat: true, lng: true });
export const nearbyPlacesResponseSchema = z.object({ results: z.array(placeLabelSchema) });
