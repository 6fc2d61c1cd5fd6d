/** An error the client caused: becomes a 4xx with the message the app shows. */
export class ClientError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly fields?: Record<string, string[]>,
  ) {
    super(message);
  }
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
