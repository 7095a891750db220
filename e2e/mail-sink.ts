// A real SMTP server for the end-to-end run: the app sends through it (SMTP_URL), and every
// message lands as an .eml file in MAIL_DIR, where the specs read it.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 5182);
export const MAIL_DIR = path.join(tmpdir(), `sponsorscope-e2e-mail-${MAIL_PORT}`);

/** Mail the sink received for an address, as text (headers unfolded). */
export const mailFor = (address: string) =>
  readdirSync(MAIL_DIR)
    .filter((f) => f.includes(address))
    .map((f) => readFileSync(path.join(MAIL_DIR, f), 'utf8').replace(/\r?\n[ \t]+/g, ' '));

export default async function startMailSink(): Promise<() => Promise<void>> {
  mkdirSync(MAIL_DIR, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          path.join(MAIL_DIR, `${Date.now()}-${n++}-${to.replace(/[^\w.@-]/g, '_')}.eml`),
          Buffer.concat(chunks),
        );
        callback();
      });
    },
  });
  // A client that vanishes mid-message (a killed server) resets its socket: not the sink's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(MAIL_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
