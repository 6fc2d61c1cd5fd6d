import { z } from 'zod';
import { LOGISTICS_VEHICLES, PARCEL_TYPES, QUOTATION_LIMITS } from '../constants';
import { LOAD_TOO_HEAVY } from '../messages';
import { idSchema } from './common';

const distance = z.number().positive().max(QUOTATION_LIMITS.maxDistanceKm);
const vehicleTypes = LOGISTICS_VEHICLES.map((vehicle) => vehicle.type) as [
  (typeof LOGISTICS_VEHICLES)[number]['type'],
  ...(typeof LOGISTICS_VEHICLES)[number]['type'][],
];

export const logisticsVehicleSchema = z.enum(vehicleTypes);
export const parcelTypeSchema = z.enum(PARCEL_TYPES);

/** Quotation requests, as the client sends them and the API checks them: JSON numbers only. */
export const documentQuotationSchema = z.object({
  parcel_type: z.literal('DOCUMENT'),
  distance,
  document_quantity: z.number().int().min(1).max(QUOTATION_LIMITS.maxDocuments),
});

export const parcelQuotationSchema = z.object({
  parcel_type: z.literal('PARCEL'),
  distance,
  // A parcel heavier than the largest vehicle takes could never be carried.
  weight: z.coerce
    .number()
    .positive()
    .max(Math.max(...LOGISTICS_VEHICLES.map((vehicle) => vehicle.capacityKg)), LOAD_TOO_HEAVY),
  height: z.number().positive().max(QUOTATION_LIMITS.maxSideCm),
  width: z.number().positive().max(QUOTATION_LIMITS.maxSideCm),
  length: z.number().positive().max(QUOTATION_LIMITS.maxSideCm).optional(),
});

export const logisticsQuotationSchema = z.object({
  parcel_type: logisticsVehicleSchema,
  distance,
});

export const quotationRequestSchema = z.discriminatedUnion('parcel_type', [
  documentQuotationSchema,
  parcelQuotationSchema,
  logisticsQuotationSchema,
]);

/** A priced quotation (POST and GET /quotations/prices/, under `data`). */
export const quotationSchema = z.object({
  id: z.number().int(),
  parcel_type: parcelTypeSchema,
  distance: z.number(),
  document_quantity: z.number().int().nullable(),
  weight: z.number().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  estimated_amount: z.number(),
  created_at: z.string(),
});
export const quotationResponseSchema = z.object({ data: quotationSchema });
export const quotationParamsSchema = z.object({ quotId: idSchema });
