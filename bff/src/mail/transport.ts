/**
 * What the outbox worker delivers through. Only the interface lives here, so the two
 * implementations can depend on it without depending on each other; createTransport.ts picks one.
 */
import type { OutboxMessage } from './outbox';

export interface MailTransport {
  /** Resolves once the message is accepted (the server's 250, the file in place). */
  send(message: OutboxMessage): Promise<void>;
  /** Where mail goes, fit for a log line (no credentials). */
  readonly description: string;
  close(): void;
}
