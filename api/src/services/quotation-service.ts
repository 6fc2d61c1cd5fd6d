import { eq } from 'drizzle-orm';
import { API_ERRORS, estimateFare, type QuotationRequest } from '@dakiya/domain';
import type { Db } from '../db/database.js';
import { quotations } from '../db/schema.js';
import { ClientError } from '../client-errors.js';

type Quotation = typeof quotations.$inferSelect;

function quotationView(q: Quotation) {
  return {
    id: q.id,
    parcel_type: q.parcelType,
    distance: q.distanceKm,
    document_quantity: q.documentQuantity,
    weight: q.weightKg,
    height: q.heightCm,
    width: q.widthCm,
    estimated_amount: q.estimatedAmount,
    created_at: q.createdAt.toISOString(),
  };
}

export class QuotationService {
  constructor(private readonly db: Db) {}

  async create(userId: number, request: QuotationRequest) {
    const [q] = await this.db
      .insert(quotations)
      .values({
        userId,
        parcelType: request.parcel_type,
        distanceKm: request.distance,
        documentQuantity: request.parcel_type === 'DOCUMENT' ? request.document_quantity : null,
        weightKg: request.parcel_type === 'PARCEL' ? request.weight : null,
        heightCm: request.parcel_type === 'PARCEL' ? request.height : null,
        widthCm: request.parcel_type === 'PARCEL' ? request.width : null,
        lengthCm: request.parcel_type === 'PARCEL' ? (request.length ?? null) : null,
        estimatedAmount: estimateFare(request),
      })
      .returning();
    return quotationView(q!);
  }

  async get(userId: number, id: number) {
    const [q] = await this.db.select().from(quotations).where(eq(quotations.id, id));
    if (!q) throw new ClientError(404, API_ERRORS.noSuchQuotation);
    if (q.userId !== userId) throw new ClientError(403, API_ERRORS.quotationNotYours);
    return quotationView(q);
  }
}
