/** An error the client caused: becomes a 4xx with the message the app shows. */
export class ClientError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string[]>,
    /** For a 429: when the client may try again (sent as Retry-After). */
    public readonly retryAt?: Date,
  ) {
    super(message);
  }
}

/** A 429 for a per-target limit: `message` says when, and so does Retry-After. */
export function limitReached(message: string, retryAt: Date): ClientError {
  return new ClientError(429, message, undefined, retryAt);
}

/** A schema's issues as the error shape's `data`: field name -> messages. */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues)
    (fields[String(issue.path[0] ?? 'body')] ??= []).push(issue.message);
  return fields;
}
