import type { Db } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Signer } from '../../mail/tokens';
import type { DeliveryWorker } from './worker';

/** What the newsletter routes need: the database, the mail transport and signer, the delivery worker. */
export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  signer: Signer;
  worker: DeliveryWorker | null;
  publicUrl: string;
  outboxDir: string;
  testEmail?: string | undefined;
  /** E-mails sent at once by a product announcement. */
  concurrency?: number | undefined;
}
