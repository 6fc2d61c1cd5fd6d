import { z } from 'zod';

/** An SMS or e-mail the development outbox "sent" (GET /dev/outbox). */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string().optional(),
  body: z.string(),
  sentAt: z.string(),
});
export const outboxResponseSchema = z.object({ messages: z.array(sentMessageSchema) });
export const healthResponseSchema = z.object({ ok: z.boolean() });
