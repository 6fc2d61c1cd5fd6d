import type { FastifyRequest } from 'fastify';
import { API_ERRORS } from '@dakiya/domain';
import { ClientError } from '../services/errors.js';

export interface UploadedFile {
  data: Buffer;
  type: string;
}

const IMAGE = /^image\/(jpeg|png|webp|gif|heic|heif)$/;

/**
 * Reads a multipart body (fields as strings, image files as buffers) or, for a JSON request, the
 * JSON body as it is. Non-image uploads are refused.
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
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      if (!IMAGE.test(part.mimetype))
        throw new ClientError(400, `${part.fieldname} must be an image`, {
          [part.fieldname]: [API_ERRORS.uploadNotImage],
        });
      files[part.fieldname] = { data, type: part.mimetype };
    } else {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}
