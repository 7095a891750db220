import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { endpointUrl } from '../../../core/contract/endpoint';
import { newsletterEndpoints as ep } from '../../../core/contract/newsletters';
import { renderNewsletter, siteLinks } from '../../../core/newsletter/render';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { deliveries, newsletters } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { Signer } from '../../mail/tokens';
import { suppress } from './audience';
import { archiveUrl, contentOf, releaseDue } from './service';

export interface WorkerOptions {
  db: Db;
  mailer: Mailer;
  signer: Signer;
  publicUrl: string;
  log?: FastifyBaseLogger;
  batchSize?: number;
  concurrency?: number;
  /** Messages per second at most (0: no limit). */
  ratePerSecond?: number;
  maxAttempts?: number;
  /** A newsletter pauses once this many of its deliveries have failed and they outnumber the sent ones. */
  pauseAfterFailures?: number;
  /** How long a claimed delivery stays with its worker before another may take it. */
  leaseSeconds?: number;
  pollMs?: number;
}

interface Claimed {
  id: string;
  newsletter_id: string;
  email: string;
  attempts: number;
}

export function linksFor(
  publicUrl: string,
  signer: Signer,
  deliveryId: string,
  archiveToken?: string | null,
) {
  const base = publicUrl.replace(/\/$/, '');
  const unsubscribe = endpointUrl(ep.unsubscribe, {
    params: { token: signer.sign('unsubscribe', deliveryId) },
  });
  const links = {
    ...siteLinks(base, `${base}${unsubscribe}`),
    archive: archiveToken ? archiveUrl(base, archiveToken) : undefined,
  };
  const token = signer.sign('click', deliveryId);
  return {
    links,
    track: (url: string) => `${base}${endpointUrl(ep.click, { params: { token }, query: { u: url } })}`,
    openPixel: `${base}${endpointUrl(ep.open, { params: { token: signer.sign('open', deliveryId) } })}`,
  };
}

/** An SMTP answer that will not change on retry (5xx: no such mailbox, refused): the address bounced. */
export function isPermanent(error: unknown): boolean {
  const code = Number((error as { responseCode?: unknown }).responseCode);
  return Number.isInteger(code) && code >= 500 && code < 600;
}

/** Backoff before retry n (1-based): 2, 4, 8 ... seconds, at most 5 minutes. */
export const backoffMs = (attempt: number) => Math.min(300_000, 1000 * 2 ** attempt);

/**
 * Sends queued deliveries: claims a batch with FOR UPDATE SKIP LOCKED (so several instances share
 * the work), sends with bounded concurrency and an optional rate, records each outcome, retries
 * with backoff, suppresses addresses refused for good (SMTP 5xx), and pauses a newsletter whose
 * sends keep failing.
 */
export class DeliveryWorker {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly o: Required<Omit<WorkerOptions, 'log'>> & { log?: FastifyBaseLogger };
  private nextSlot = 0;

  constructor(options: WorkerOptions) {
    this.o = {
      batchSize: 200,
      concurrency: 10,
      ratePerSecond: 0,
      maxAttempts: 5,
      pauseAfterFailures: 20,
      leaseSeconds: 120,
      pollMs: 1000,
      ...options,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = (async () => {
      while (this.running) {
        let worked = 0;
        try {
          await releaseDue(this.o.db);
          worked = await this.runOnce();
        } catch (error) {
          this.o.log?.error({ err: error }, 'newsletter delivery round failed');
        }
        if (worked === 0 && this.running)
          await new Promise<void>((resolve) => {
            const t = setTimeout(resolve, this.o.pollMs);
            this.wake = () => {
              clearTimeout(t);
              resolve();
            };
          });
      }
    })();
  }

  /** Look for work now rather than at the next poll (after Send Now). */
  poke(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** One round: claim, send, record. Returns how many deliveries it handled. */
  async runOnce(): Promise<number> {
    const claimed = rowsOf<Claimed>(
      await this.o.db.execute(sql`
        update deliveries d
        set status = 'sending', attempts = d.attempts + 1,
            locked_until = now() + make_interval(secs => ${this.o.leaseSeconds})
        from (
          select dd.id from deliveries dd
          join newsletters n on n.id = dd.newsletter_id
          where n.status = 'sent'
            and ((dd.status = 'queued' and dd.next_attempt_at <= now())
              or (dd.status = 'sending' and dd.locked_until < now()))
          order by dd.next_attempt_at
          limit ${this.o.batchSize}
          for update of dd skip locked
        ) c
        where d.id = c.id
        returning d.id, d.newsletter_id, d.email, d.attempts`),
    );
    if (claimed.length === 0) return 0;

    const ids = [...new Set(claimed.map((c) => c.newsletter_id))];
    const rows = await this.o.db.select().from(newsletters).where(inArray(newsletters.id, ids));
    const content = new Map(rows.map((r) => [r.id, { ...contentOf(r), archiveToken: r.archiveToken }]));

    const sent: string[] = [];
    const failures: { id: string; attempts: number; error: string; permanent: boolean; d: Claimed }[] = [];
    let next = 0;
    const work = async () => {
      while (next < claimed.length) {
        const d = claimed[next++]!;
        const n = content.get(d.newsletter_id)!;
        await this.throttle();
        try {
          const { links, track, openPixel } = linksFor(this.o.publicUrl, this.o.signer, d.id, n.archiveToken);
          const { html, text } = renderNewsletter(n, { links, track, openPixel });
          await this.o.mailer.send({
            to: d.email,
            subject: `In The Know: ${n.title}`,
            html,
            text,
            headers: {
              // HTTPS one-click only (RFC 8058): no mailto address that nothing would read.
              'List-Unsubscribe': `<${links.unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              'List-Id': `In The Know <itk.${new URL(this.o.publicUrl).hostname}>`,
            },
          });
          sent.push(d.id);
        } catch (error) {
          failures.push({
            id: d.id,
            attempts: d.attempts,
            error: String((error as Error).message ?? error).slice(0, 500),
            permanent: isPermanent(error),
            d,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.o.concurrency, claimed.length) }, work));

    if (sent.length)
      await this.o.db
        .update(deliveries)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null })
        .where(inArray(deliveries.id, sent));
    for (const f of failures) {
      if (f.permanent) {
        // Refused for good: never retried, and the address gets no further issue.
        await this.o.db
          .update(deliveries)
          .set({ status: 'bounced', lastError: f.error, lockedUntil: null })
          .where(eq(deliveries.id, f.id));
        await suppress(this.o.db, {
          email: f.d.email,
          reason: 'bounced',
          detail: f.error,
          newsletterId: f.d.newsletter_id,
        });
        continue;
      }
      const final = f.attempts >= this.o.maxAttempts;
      await this.o.db
        .update(deliveries)
        .set({
          status: final ? 'failed' : 'queued',
          lastError: f.error,
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + (final ? 0 : backoffMs(f.attempts))),
        })
        .where(eq(deliveries.id, f.id));
    }
    if (failures.some((f) => !f.permanent)) await this.pauseFailing(ids);
    return claimed.length;
  }

  private async pauseFailing(ids: string[]): Promise<void> {
    const stats = rowsOf<{ id: string; failed: number; sent: number }>(
      await this.o.db.execute(sql`
        select newsletter_id as id,
          count(*) filter (where status = 'failed')::int as failed,
          count(*) filter (where status = 'sent')::int as sent
        from deliveries where newsletter_id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) group by newsletter_id`),
    );
    for (const s of stats) {
      if (s.failed >= this.o.pauseAfterFailures && s.failed > s.sent) {
        await this.o.db.execute(sql`
          update newsletters set status = 'paused',
            paused_reason = ${`Paused after ${s.failed} failed deliveries (${s.sent} sent).`}
          where id = ${s.id}::uuid and status = 'sent'`);
        this.o.log?.warn({ newsletter: s.id, failed: s.failed }, 'newsletter paused after repeated failures');
      }
    }
  }

  /** At most ratePerSecond sends per second across this worker's concurrent senders. */
  private async throttle(): Promise<void> {
    if (!this.o.ratePerSecond) return;
    const gap = 1000 / this.o.ratePerSecond;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + gap;
    if (slot > now) await new Promise((r) => setTimeout(r, slot - now));
  }
}
