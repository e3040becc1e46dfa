import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_FROM } from '../../config';
import type { Database } from '../../db/client';
import { withDemoNotice } from './demo-notice';
import type { EmailAttachment, Mailer, OutgoingEmail } from './mailer';
import { insertEmail } from './repository';

export interface MailerConfig {
  /** smtp(s)://user:pass@host:port; unset → the local transport (messages stored in `emails`). */
  smtpUrl?: string | undefined;
  /** The From header, e.g. 'Půjčovna techniky <obchod@example.cz>'. */
  mailFrom?: string | undefined;
  /**
   * A demo shop (the sandbox payment gateway): every message begins with the demo notice
   * (`withDemoNotice`). Default off.
   */
  demo?: boolean | undefined;
}

/** What `emails` keeps of the attachments: name, type, size, and with the local transport the bytes. */
function attachmentRecords(attachments: EmailAttachment[] | undefined, keepContent: boolean) {
  if (!attachments || attachments.length === 0) return null;
  return attachments.map((file) => ({
    filename: file.filename,
    contentType: file.contentType,
    size: file.content.length,
    ...(keepContent ? { content: file.content.toString('base64') } : {}),
  }));
}

/**
 * The local transport: a message is only stored in the `emails` table (transport 'local'), where
 * the dev page /api/dev/emails shows it.
 */
export function createLocalMailer(db: Database, from = DEFAULT_MAIL_FROM): Mailer {
  return {
    from,
    async send(message: OutgoingEmail) {
      await insertEmail(db, {
        toAddress: message.to,
        fromAddress: from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport: 'local',
        messageId: null,
        attachments: attachmentRecords(message.attachments, true),
      });
    },
  };
}

/**
 * The SMTP transport (nodemailer): sends the message, then records it in `emails` with the
 * server's message id (transport 'smtp'). A refused message rejects and is not recorded.
 */
export function createSmtpMailer(db: Database, smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    from,
    async send(message: OutgoingEmail) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
        ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
      await insertEmail(db, {
        toAddress: message.to,
        fromAddress: from,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport: 'smtp',
        messageId: typeof info.messageId === 'string' ? info.messageId : null,
        attachments: attachmentRecords(message.attachments, false),
      });
    },
  };
}

/**
 * The configured mailer: SMTP when `smtpUrl` is set, else the local transport; a demo shop's
 * says so in every message.
 */
export function createMailer(config: MailerConfig, db: Database): Mailer {
  const from = config.mailFrom || DEFAULT_MAIL_FROM;
  const mailer = config.smtpUrl
    ? createSmtpMailer(db, config.smtpUrl, from)
    : createLocalMailer(db, from);
  return config.demo ? withDemoNotice(mailer) : mailer;
}
