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
