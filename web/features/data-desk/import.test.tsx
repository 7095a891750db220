// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings } from '../../../core/contract/auth';
import type { TImportPreview } from '../../../core/contract/desk';
import { queryClient } from '../../lib/query-client';
import { json, mockApi, testUser } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import DataDeskPage from './DataDeskPage';
import { fill } from './test-fill';
import { listPage } from './test-fixtures';

const editor = { ...testUser, role: 'admin' };
const preview: TImportPreview = {
  rows: [
    { kind: 'brands', row: 1, label: 'Acme', ok: true, reason: null },
    { kind: 'brands', row: 2, label: 'Blank', ok: false, reason: 'industry is required' },
    { kind: 'partnerships', row: 1, label: 'Acme – Arsenal (Sponsor)', ok: true, reason: null },
  ],
  valid: 2,
  rejected: 1,
};

/** An NDJSON answer that arrives in pieces, one line split across two chunks. */
function ndjson(lines: unknown[]): Response {
  const text = lines.map((l) => JSON.stringify(l)).join('\n');
  const cut = Math.floor(text.length / 2);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(text.slice(0, cut)));
      controller.enqueue(encoder.encode(text.slice(cut)));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } });
}

/** An NDJSON answer the test feeds line by line, to see the progress as it moves. */
function heldStream() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'content-type': 'application/x-ndjson' } }),
    send: (line: unknown) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`)),
    close: () => controller.close(),
  };
}

function server(apply: () => Response) {
  return mockApi({
    'GET /api/auth/me': () => json(200, editor),
    'GET /api/auth/settings': () => json(200, defaultSettings),
    'GET /api/desk/partnerships': () => json(200, listPage([])),
    'POST /api/desk/import/preview': () => json(200, preview),
    'POST /api/desk/import/apply': apply,
  });
}

const csv = () =>
  new File(['name,aliases,industry\nAcme,,Tools\nBlank,,\n'], 'brands.csv', { type: 'text/csv' });

async function check(u: ReturnType<typeof userEvent.setup>) {
  renderApp(<DataDeskPage />, '/data-desk?tab=import');
  await u.upload(await screen.findByLabelText(/^File/), csv());
  await fill(u, screen.getByLabelText('Citation note'), 'Brand list from the agency, March 2026');
  await u.click(screen.getByRole('button', { name: 'Check file' }));
  return screen.findByRole('region', { name: 'Rows in the file' });
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Import', () => {
  it('previews every row with its result, then applies the valid rows with progress and the result', async () => {
    const u = userEvent.setup();
    const held = heldStream();
    const calls = server(held.response);
    const rows = await check(u);
    expect(screen.getByText('2 valid, 1 rejected')).toBeVisible();
    expect(within(rows).getByText('industry is required')).toBeVisible();
    expect(within(rows).getAllByText('Valid')).toHaveLength(2);
    const sent = calls.find((c) => c.path === '/api/desk/import/preview')?.body as {
      fileName: string;
      content: string;
      note: string;
    };
    expect(sent.fileName).toBe('brands.csv');
    expect(sent.note).toBe('Brand list from the agency, March 2026');
    expect(atob(sent.content)).toBe('name,aliases,industry\nAcme,,Tools\nBlank,,\n');

    await u.click(screen.getByRole('button', { name: 'Apply 2 valid rows' }));
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    held.send({ type: 'progress', done: 1, total: 2 });
    expect(await screen.findByText('1 of 2 rows written')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    held.send({ type: 'progress', done: 2, total: 2 });
    held.send({
      type: 'result',
      imported: { brands: 1, properties: 0, athletes: 0, partnerships: 1 },
      rows: [{ kind: 'brands', row: 2, label: 'Blank', ok: false, reason: 'industry is required' }],
    });
    held.close();
    expect(await screen.findByText('Imported 1 brand and 1 partnership')).toBeVisible();
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(screen.getByText('2 of 2 rows written')).toBeVisible();
    expect(
      within(screen.getByRole('region', { name: 'Rows not imported' })).getByText('industry is required'),
    ).toBeVisible();
    expect(calls.find((c) => c.path === '/api/desk/import/apply')?.body).toEqual(sent);
  });

  it('downloads the rejected rows as a CSV file', async () => {
    const u = userEvent.setup();
    const blobs: Blob[] = [];
    // jsdom has no Blob addresses: the test keeps the Blob and stands in for the browser's download.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = (b: Blob) => {
      blobs.push(b);
      return 'blob:rejected';
    };
    URL.revokeObjectURL = () => undefined;
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    try {
      server(() => json(500, {}));
      await check(u);
      await u.click(screen.getByRole('button', { name: 'Download rejected rows (CSV)' }));
      expect(downloads).toEqual(['brands-rejected.csv blob:rejected']);
      const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
      expect(await blobs[0]!.text()).toBe('kind,row,label,reason\r\nbrands,2,Blank,industry is required\r\n');
    } finally {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
  });

  it('shows an error line of the stream, and a refused apply', async () => {
    const u = userEvent.setup();
    let answer = () =>
      ndjson([
        { type: 'progress', done: 1, total: 2 },
        { type: 'error', message: 'The import stopped: nothing was written.' },
      ]);
    server(() => answer());
    await check(u);
    await u.click(screen.getByRole('button', { name: 'Apply 2 valid rows' }));
    expect(await screen.findByText('The import stopped: nothing was written.')).toBeVisible();
    answer = () => json(413, { message: 'the file must be at most 5 MB' });
    await u.click(screen.getByRole('button', { name: 'Apply 2 valid rows' }));
    expect(await screen.findByText('the file must be at most 5 MB')).toBeVisible();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const u = userEvent.setup();
    const calls = server(() => json(500, {}));
    renderApp(<DataDeskPage />, '/data-desk?tab=import');
    const big = csv();
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await u.upload(await screen.findByLabelText(/^File/), big);
    expect(await screen.findByText('The file is too large: at most 5 MB.')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Check file' }));
    expect(screen.getByText('Choose a file first.')).toBeVisible();
    await waitFor(() => expect(calls.some((c) => c.path.includes('/import/'))).toBe(false));
  });
});
