import { and, eq, inArray, isNull } from 'drizzle-orm';
import { newsletterTargets, renderNewsletter, siteLinks } from '../../../core/newsletter/render';
import type { Db } from '../../db/client';
import { deliveries, newsletterClicks, newsletters, userSettings } from '../../db/schema';
import type { Signer } from '../../mail/tokens';
import { HttpError } from '../../plugins/errors';
import { suppress } from './audience';
import { contentOf } from './service';
import { linksFor } from './worker';

export const INVALID_LINK = 'This link is not valid.';

/** What the links inside e-mails need: no session, the signer vouches for the recipient. */
export interface EmailLinkDeps {
  db: Db;
  signer: Signer;
  publicUrl: string;
}

type Delivery = typeof deliveries.$inferSelect;

/** The delivery an unsubscribe token was signed for, or null when the token is not one of ours. */
export async function unsubscribeRecipient(d: EmailLinkDeps, token: string): Promise<Delivery | null> {
  const id = d.signer.verify('unsubscribe', token);
  if (!id) return null;
  const [row] = await d.db.select().from(deliveries).where(eq(deliveries.id, id));
  return row ?? null;
}

/**
 * The recipient's newsletter setting goes off; the unsubscribe is counted for the issue it came
 * from, and the address is kept on the suppression list.
 */
export async function unsubscribe(db: Db, row: Delivery): Promise<void> {
  if (row.userId)
    await db
      .update(userSettings)
      .set({ newsletterSubscription: false })
      .where(eq(userSettings.userId, row.userId));
  await db
    .update(deliveries)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(deliveries.id, row.id), isNull(deliveries.unsubscribedAt)));
  await suppress(db, {
    email: row.email,
    reason: 'unsubscribed',
    detail: 'Unsubscribed with the link in an e-mail',
    newsletterId: row.newsletterId,
  });
}

/** The first open of a delivery (the pixel); a token that is not ours records nothing. */
export async function recordOpen(d: EmailLinkDeps, token: string): Promise<void> {
  const id = d.signer.verify('open', token);
  if (id)
    await d.db
      .update(deliveries)
      .set({ openedAt: new Date() })
      .where(and(eq(deliveries.id, id), isNull(deliveries.openedAt)));
}

/**
 * A click on a tracked link, recorded; 400 when the token is not ours or the address is not one of
 * the issue's own links (never an open redirect). Returns the address to redirect to.
 */
export async function recordClick(d: EmailLinkDeps, token: string, url: string): Promise<string> {
  const id = d.signer.verify('click', token);
  if (!id) throw new HttpError(400, INVALID_LINK);
  const [row] = await d.db
    .select({ delivery: deliveries.id, issue: newsletters })
    .from(deliveries)
    .innerJoin(newsletters, eq(newsletters.id, deliveries.newsletterId))
    .where(eq(deliveries.id, id));
  if (!row) throw new HttpError(400, INVALID_LINK);
  const allowed = newsletterTargets(linksFor(d.publicUrl, d.signer, id).links, contentOf(row.issue));
  if (!allowed.some((t) => t.url === url))
    throw new HttpError(400, 'This link is not part of the newsletter.');
  await d.db.insert(newsletterClicks).values({ newsletterId: row.issue.id, deliveryId: id, url });
  await d.db
    .update(deliveries)
    .set({ firstClickAt: new Date() })
    .where(and(eq(deliveries.id, id), isNull(deliveries.firstClickAt)));
  return url;
}

/**
 * "View in browser": the sent issue whose key the link holds, as HTML without tracking (never
 * indexed, never passing its address on); null when no sent issue has that key.
 */
export async function archivedIssue(d: EmailLinkDeps, token: string): Promise<string | null> {
  const [row] = /^[\w-]{20,100}$/.test(token)
    ? await d.db
        .select()
        .from(newsletters)
        .where(and(eq(newsletters.archiveToken, token), inArray(newsletters.status, ['sent', 'paused'])))
    : [];
  if (!row) return null;
  const { html } = renderNewsletter(contentOf(row), { links: siteLinks(d.publicUrl) });
  return html.replace(
    '</head>',
    '<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"></head>',
  );
}
