import { vi } from 'vitest';

type Handler = (body: unknown) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/**
 * Replaces fetch with a table of "METHOD /path" handlers; anything else answers 404.
 * Returns the list of calls made, for asserting what was (not) sent.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  // The server's readable marker cookie: present when a session may exist.
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's part in setting it
  document.cookie = routes['GET /api/auth/me']
    ? 'sponsorscope_signed_in=1; path=/'
    : 'sponsorscope_signed_in=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = String(input);
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const handler = routes[`${method} ${path}`];
      return handler ? handler(body) : json(404, { message: `no mock for ${method} ${path}` });
    }),
  );
  return calls;
}

/** The signed-in analyst most component tests use. */
export const testUser = {
  id: 'u1',
  name: 'Ada',
  email: 'a@example.test',
  company: null,
  role: 'analyst',
  createdAt: '',
};
