import { z } from 'zod';

/** An image answer (image/jpeg bytes): sent as is, described here for the OpenAPI document. */
export const imageResponseSchema = z.string().meta({ format: 'binary' });
