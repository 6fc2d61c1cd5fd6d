import { z } from 'zod';

/** An image answer (image/jpeg bytes): sent as is, described here for the OpenAPI document. */
export const imageResponseSchema = z.string().meta({ format: 'binary' });

/** A PDF answer (an invoice), described for /docs; the bytes are sent as they are. */
export const pdfResponseSchema = z.string().meta({ format: 'binary' });
