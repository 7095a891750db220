import type { FastifyRequest } from 'fastify';

/** A person following a link from an e-mail gets a page; any other client gets JSON { message }. */
export function wantsHtml(req: FastifyRequest): boolean {
  return (req.headers.accept ?? '').includes('text/html');
}

export const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{font:16px/1.5 system-ui,Arial,sans-serif;background:#0b1220;color:#e2e8f0;display:grid;place-items:center;min-height:100vh;margin:0}
main{max-width:440px;padding:32px;background:#111a2e;border-radius:16px;text-align:center}button{font:inherit;font-weight:700;background:#34d399;color:#0b1220;border:0;border-radius:8px;padding:12px 20px;cursor:pointer}a{color:#34d399}</style>
</head><body><main>${body}</main></body></html>`;
