import { z } from 'zod';
import { OFFER_MINIMUM } from '../constants';

/** Quotation requests, as the client sends them and the API checks them. */
export const documentQuotationSchema = z.object({
  parcel_type: z.literal('DOCUMENT'),
  distance: z.coerce.number().positive().max(5000),
  document_quantity: z.coerce.number().int().min(1).max(1000),
});

export const parcelQuotationSchema = z.object({
  parcel_type: z.literal('PARCEL'),
  distance: z.coerce.number().positive().max(5000),
  weight: z.coerce.number().positive().max(2000),
  height: z.coerce.number().positive().max(500),
  width: z.coerce.number().positive().max(500),
  length: z.coerce.number().positive().max(500).optional(),
});

export const logisticsQuotationSchema = z.object({
  parcel_type: z.enum(['TWO_WHEELER', 'THREE_WHEELER', 'PICKUP_4FT', 'PICKUP_8FT']),
  distance: z.coerce.number().positive().max(5000),
});

export const quotationRequestSchema = z.discriminatedUnion('parcel_type', [
  documentQuotationSchema,
  parcelQuotationSchema,
  logisticsQuotationSchema,
]);
export type QuotationRequest = z.infer<typeof quotationRequestSchema>;

export const offerFareSchema = z.coerce.number().min(OFFER_MINIMUM);
