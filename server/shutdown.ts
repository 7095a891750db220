import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  app: FastifyInstance;
  closeDatabase: () => Promise<void>;
  /** Give up waiting for in-flight requests after this long. */
  timeoutMs?: number;
}

/**
 * Stop accepting connections, let in-flight requests finish, then close the database.
 * Resolves with true when everything closed cleanly within the timeout.
 */
export async function gracefulShutdown({
  app,
  closeDatabase,
  timeoutMs = 10_000,
}: ShutdownOptions): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  const work = (async () => {
    await app.close();
    await closeDatabase();
    return true as const;
  })();
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
