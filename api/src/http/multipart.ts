import type { FastifyRequest } from 'fastify';
import { API_ERRORS, REQUEST_ERRORS } from '@dakiya/domain';
import { ClientError } from '../client-errors.js';
import { holdsNul } from './nul-bytes.js';

export interface UploadedFile {
  data: Buffer;
  /** The type the client declared: never trusted (the image store sniffs the bytes). */
  type: string;
}

/**
 * Reads a multipart body (fields as strings, files as buffers) or, for a JSON request, the JSON
 * body as it is. A form without a boundary or cut short is the client's error (a 400), and so is
 * a NUL in a field; whether a file is an image is decided from its bytes when it is stored.
 */
export async function readFormBody(
  request: FastifyRequest,
): Promise<{ fields: Record<string, unknown>; files: Record<string, UploadedFile> }> {
  if (!request.isMultipart()) {
    const body = request.body;
    if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
      throw new ClientError(400, API_ERRORS.bodyNotObject);
    }
    return { fields: (body as Record<string, unknown> | undefined) ?? {}, files: {} };
  }
  const fields: Record<string, unknown> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (data.length > 0) files[part.fieldname] = { data, type: part.mimetype };
      } else {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof ClientError || (status && status >= 400 && status < 500)) throw error;
    throw new ClientError(400, REQUEST_ERRORS.malformedForm);
  }
  if (holdsNul(fields)) throw new ClientError(400, REQUEST_ERRORS.nulCharacter);
  return { fields, files };
}
