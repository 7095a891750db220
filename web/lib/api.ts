import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
  type NoInput,
} from '../../core/contract/endpoint';

/** A non-OK answer: message is "status: body" (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's `{ message }` when the body carries one. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
        return parsed.message;
      }
    } catch {
      // not JSON
    }
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text, `${res.status}: ${text}`);
}

/** How a call reaches the server: fetch in the browser; on the server, a page rendered for a request asks in-process. */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** For the server's renderer only (web/prerender.tsx): answers calls in-process, for the request being rendered. */
export function setTransport(next: Transport): void {
  transport = next;
}

type CallOptions = { signal?: AbortSignal | undefined };
/** A call's input: nothing when the endpoint takes none, else its params, query and body. */
export type CallArgs<E extends Endpoint> =
  NoInput<E> extends true ? [input?: CallOptions] : [input: EndpointInput<E> & CallOptions];

/**
 * The one way the web talks to the API: the endpoint from the contract and its input. The path,
 * method and body come from the entry; the answer is typed by its schema; a non-OK status throws
 * an ApiError carrying the server's message.
 */
export async function call<E extends Endpoint>(ep: E, ...[input]: CallArgs<E>): Promise<EndpointResult<E>> {
  const res = await send(ep, input);
  if (res.status === 204) return undefined as EndpointResult<E>;
  return (await res.json()) as EndpointResult<E>;
}

/** Sends one call of an endpoint; throws an ApiError unless the answer is OK. */
async function send(ep: Endpoint, input: unknown): Promise<Response> {
  const { body, signal, ...rest } = (input ?? {}) as CallOptions & {
    params?: unknown;
    query?: unknown;
    body?: unknown;
  };
  const res = await transport(endpointUrl(ep, rest), {
    method: ep.method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  await throwIfNotOk(res);
  return res;
}

/** The address of an endpoint the browser opens itself (a report page, a download, a logo). */
export function href<E extends Endpoint>(ep: E, ...[input]: CallArgs<E>): string {
  return endpointUrl(ep, (input ?? {}) as { params?: unknown; query?: unknown });
}

/** A call whose "not found" is an answer, not an error: resolves to null on that status. */
export async function orNull<T>(pending: Promise<T>, status = 404): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    if (error instanceof ApiError && error.status === status) return null;
    throw error;
  }
}

/**
 * A call whose answer is NDJSON (one JSON value per line, `produces: 'application/x-ndjson'`): each
 * line is handed to `onLine` as it arrives, so a long job can show its progress. A non-OK status
 * throws an ApiError like `call`.
 */
export async function stream<E extends Endpoint>(
  ep: E,
  onLine: (line: EndpointResult<E>) => void,
  ...[input]: CallArgs<E>
): Promise<void> {
  const res = await send(ep, input);
  const emit = (text: string) => {
    if (text.trim()) onLine(JSON.parse(text) as EndpointResult<E>);
  };
  if (!res.body) {
    for (const text of (await res.text()).split('\n')) emit(text);
    return;
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    pending += value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const text of lines) emit(text);
  }
  emit(pending);
}
