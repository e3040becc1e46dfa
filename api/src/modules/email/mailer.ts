/**
 * The e-mail adapter's seam. Everything in the API that sends mail calls `app.mailer.send(...)`;
 * configuration picks the transport (SMTP, or the local one that stores messages in the database
 * and lists them on a dev-only page).
 */

export interface OutgoingEmail {
  to: string;
  subject: string;
  /** Plain-text body (always sent). */
  text: string;
  /** Optional HTML body. */
  html?: string;
  replyTo?: string;
  /** Files sent along (a tax document's PDF). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /** The shop's own address, the From of every message (MAIL_FROM); the shop's mailbox too. */
  readonly from: string;
  /** Sends one message (and records it); rejects when the transport refuses it. */
  send(message: OutgoingEmail): Promise<void>;
}
