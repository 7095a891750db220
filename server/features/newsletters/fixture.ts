// Test set-up shared by the newsletter API tests: an app on a test database, a real SMTP sink
// (which can refuse chosen addresses with 550), an admin, verified subscribers and a worker.
import { eq, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { users } from '../../db/schema';
import { createMailer } from '../../mail/mailer';
import { loadSigner } from '../../mail/tokens';
import type { TestDatabase } from '../../test/databases';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { startSmtpSink } from '../../test/smtp-sink';
import { DeliveryWorker } from './worker';

export const PUBLIC = 'https://itk.example.test';

export const issue = (overrides: Record<string, unknown> = {}) => ({
  title: 'Deadline day <special>',
  weekOf: 'November 20, 2026',
  moves: [
    { title: 'Nike renews with FC Barcelona', description: 'Kit deal to 2038', category: 'football' },
    { title: 'Emirates joins the NBA Cup', description: '', category: 'basketball' },
  ],
  platformUpdates: [{ title: 'Athlete search', description: 'Now typo-tolerant', type: 'feature' }],
  trending: {
    searches: [{ name: 'Nike', category: 'Brand' }],
    portfolios: [{ name: 'Adidas', changePercent: 12 }],
    insights: [],
  },
  quote: { text: 'Data beats opinion.', author: '' },
  ...overrides,
});

export interface Desk {
  t: TestApp;
  sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** Addresses the sink answers 550 for. */
  refuse: Set<string>;
  admin: TestClient;
  adminEmail: string;
  worker: DeliveryWorker;
  /** Runs the worker until nothing is left to send. */
  drain(): Promise<void>;
  /** A new subscriber with a verified address (double opt-in done), or unverified when asked. */
  subscriber(options?: {
    verified?: boolean;
    name?: string;
  }): Promise<{ id: string; email: string; client: TestClient }>;
  /** The sink's messages to an address, parsed. */
  mailTo(email: string): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function openDesk(target: TestDatabase): Promise<Desk> {
  const refuse = new Set<string>();
  const sink = await startSmtpSink({ reject: (rcpt) => refuse.has(rcpt.toLowerCase()) });
  const mailer = createMailer({
    smtpUrl: sink.url,
    from: 'In The Know <itk@sponsorscope.com>',
    outboxDir: '/nonexistent',
  });
  const t = await startTestApp(target, { newsletter: { mailer, publicUrl: PUBLIC } });
  const a = await t.signUp({ name: 'Ada Admin' });
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, a.user.id));
  const admin = t.client();
  await admin.request('POST', '/api/auth/login', { email: a.email, password: a.password });
  const signer = await loadSigner(t.database.db);
  const worker = new DeliveryWorker({
    db: t.database.db,
    mailer,
    signer,
    publicUrl: PUBLIC,
    pauseAfterFailures: 3,
  });
  return {
    t,
    sink,
    refuse,
    admin,
    adminEmail: a.email,
    worker,
    async drain() {
      while ((await worker.runOnce()) > 0);
    },
    async subscriber(options = {}) {
      const s = await t.signUp({ name: options.name ?? 'Sam Subscriber' });
      const on = await s.client.request('POST', '/api/newsletters/subscribe');
      if (on.statusCode !== 200) throw new Error(`subscribe failed: ${on.statusCode} ${on.body}`);
      // The auth feature sets email_verified_at when the owner opens the verification link.
      await t.database.db
        .update(users)
        .set({
          emailVerifiedAt: options.verified === false ? null : sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(eq(users.id, s.user.id));
      return { id: s.user.id, email: s.email, client: s.client };
    },
    mailTo: (email) =>
      Promise.all(
        sink.messages
          .filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()))
          .map((m) => simpleParser(m.raw)),
      ),
    async close() {
      await t.close();
      await sink.close();
    },
  };
}
