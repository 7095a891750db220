// The MCP server on loopback (autocannon, 20 connections: 20 assistants calling at once, 10 s a
// call), all on one server in one run with one personal API token: the MCP tools/call of `search`
// and `brand_snapshot`, each reported as a ratio of the REST call that answers the same question
// (GET /api/search?q=..&type=all and GET /api/brand/:name/data). Figures only, no target: an MCP
// answer is checked against its output schema and carries a summary, so it costs more than REST.
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { load, signIn } from './http.mjs';
import { freshDataDir, startServer } from './lib.mjs';

const CONNECTIONS = 20;

/** A personal API token for the signed-in bench user (a same-origin call with the session cookie). */
export async function createToken(baseUrl, cookie) {
  const res = await fetch(`${baseUrl}/api/account/tokens`, {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'MCP bench' }),
  });
  if (res.status !== 201) throw new Error(`bench token failed: ${res.status} ${await res.text()}`);
  return (await res.json()).secret;
}

const toolCall = (name, args) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } });

/** The same call once before timing it: it must answer real content, not a tool error. */
async function check(url, init, ok) {
  const res = await fetch(url, init);
  const body = await res.json();
  if (res.status !== 200 || !ok(body)) throw new Error(`${url} did not answer as expected: ${res.status}`);
}

/** Throughput of each MCP call and its REST equivalent against a running server, with one token. */
export async function measureMcp(baseUrl, secret, { duration = 10 } = {}) {
  // As a client asks: gzip accepted (REST sends the brand's data compressed; MCP answers plain JSON).
  const auth = { authorization: `Bearer ${secret}`, 'accept-encoding': 'gzip' };
  const mcpHeaders = {
    ...auth,
    'content-type': 'application/json',
    accept: 'application/json, text/event-stream',
    'mcp-protocol-version': LATEST_PROTOCOL_VERSION,
  };
  const calls = {
    search: {
      rest: `/api/search?q=nik&type=all&limit=10`,
      mcp: toolCall('search', { query: 'nik', kind: 'all', limit: 10 }),
      ok: (r) => r.result?.structuredContent?.results?.[0]?.name === 'Nike',
    },
    brand_snapshot: {
      rest: '/api/brand/Nike/data',
      mcp: toolCall('brand_snapshot', { brand: 'Nike' }),
      ok: (r) =>
        r.result?.structuredContent?.brand?.name === 'Nike' &&
        r.result.structuredContent.deals.list.length > 0,
    },
  };
  const out = {};
  for (const [tool, c] of Object.entries(calls)) {
    await check(baseUrl + c.rest, { headers: auth }, () => true);
    await check(
      `${baseUrl}/mcp`,
      { method: 'POST', headers: mcpHeaders, body: c.mcp },
      (r) => !r.result?.isError && c.ok(r),
    );
    const rest = await load(baseUrl + c.rest, { headers: auth, duration, connections: CONNECTIONS });
    const mcp = await load(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: mcpHeaders,
      body: c.mcp,
      duration,
      connections: CONNECTIONS,
    });
    out[tool] = { rest, mcp, ratio: rest.rps ? mcp.rps / rest.rps : 0 };
  }
  return { connections: CONNECTIONS, duration, calls: out };
}

export async function mcpBench({ duration = 10 } = {}) {
  const server = await startServer({
    port: 5197,
    dataDir: freshDataDir(),
    // One token makes every call of the run: its per-minute limit must not be what is measured.
    env: { API_RATE_LIMIT_PER_MINUTE: '100000000' },
  });
  try {
    const session = await signIn(server.baseUrl);
    const secret = await createToken(server.baseUrl, session.cookie);
    return await measureMcp(server.baseUrl, secret, { duration });
  } finally {
    await server.stop();
  }
}

const REST_LABEL = { search: 'GET /api/search?type=all', brand_snapshot: 'GET /api/brand/{name}/data' };

/** Prints the table and returns how many calls failed (non-2xx answers or errors). */
export function printMcp(r) {
  const rows = {};
  for (const [tool, c] of Object.entries(r.calls)) {
    for (const [label, m] of [
      [REST_LABEL[tool], c.rest],
      [`MCP ${tool}`, c.mcp],
    ])
      rows[label] = {
        'calls/s': Math.round(m.rps),
        'p50 ms': m.p50,
        'p99 ms': m.p99,
        'KB/answer': Number(m.kbPerAnswer.toFixed(1)),
        'MCP vs REST': m === c.mcp ? `${Math.round(c.ratio * 100)}%` : '',
        non2xx: m.non2xx,
        errors: m.errors,
      };
  }
  console.table(rows);
  const failed = [];
  for (const [tool, c] of Object.entries(r.calls))
    for (const [side, m] of Object.entries({ REST: c.rest, MCP: c.mcp }))
      if (m.non2xx > 0 || m.errors > 0)
        failed.push(`${side} ${tool}: ${m.non2xx} non-2xx, ${m.errors} errors`);
  console.log(
    Object.entries(r.calls)
      .map(
        ([tool, c]) =>
          `MCP ${tool}: ${Math.round(c.mcp.rps)} calls/s, ${(c.ratio * 100).toFixed(0)}% of REST`,
      )
      .join('; '),
  );
  for (const f of failed) console.log(`  failed: ${f}`);
  return failed.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = printMcp(await mcpBench({ duration: Number(process.env.BENCH_SECONDS ?? 10) }));
  console.log(failed === 0 ? 'every MCP bench call answered' : `${failed} MCP bench call(s) failed`);
}
