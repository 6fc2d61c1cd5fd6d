export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
}

export interface SentMessage extends OutgoingMessage {
  id: number;
  sentAt: string;
}

/** How the API sends SMS and e-mail. A real provider in production, the outbox otherwise. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
