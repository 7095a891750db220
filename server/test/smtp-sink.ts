import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: Buffer;
}

/**
 * A real SMTP server on loopback that keeps what it receives (tests and benchmarks). `reject`
 * refuses chosen recipients; `delayMs` slows each message down (to catch a worker mid-send).
 */
export async function startSmtpSink(
  options: { reject?: (rcpt: string) => boolean; delayMs?: number; keep?: boolean } = {},
) {
  const messages: SinkMessage[] = [];
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 5 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (options.reject?.(address.address)) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        count++;
        if (options.keep !== false)
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
        if (options.delayMs) setTimeout(() => callback(), options.delayMs);
        else callback();
      });
    },
  });
  // A client that vanishes mid-message (a killed server) resets its socket: not the sink's failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    count: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
