import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  replyTo?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer (pooled connections) when SMTP_URL is set; otherwise an outbox folder of
 * .eml files under DATA_DIR, built by the same nodemailer message composer.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  maxConnections?: number;
}): Mailer {
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    url.searchParams.set('pool', 'true');
    url.searchParams.set('maxConnections', String(options.maxConnections ?? 5));
    url.searchParams.set('maxMessages', '1000');
    const transport = nodemailer.createTransport(url.toString());
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    async send(mail) {
      ready ??= mkdir(options.outboxDir, { recursive: true });
      await ready;
      const info = await stream.sendMail({ from: options.from, ...mail });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    close: () => {},
  };
}

/** The outbox's files, newest first (for admins when no SMTP server is configured). */
export async function listOutbox(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();
  } catch {
    return [];
  }
}

export async function readOutbox(dir: string, name: string): Promise<Buffer | null> {
  if (!/^[\w.-]+\.eml$/.test(name)) return null;
  try {
    return await readFile(path.join(dir, name));
  } catch {
    return null;
  }
}
