// Tests replace only the network: globalThis.fetch answers from a table of "METHOD /path" handlers.
import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
  accept: string | null;
}

type Answer = Response | Promise<Response>;
type Handler = (request: FakeRequest) => Answer;

export function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * An answer in lines of JSON (application/x-ndjson), its status and headers sent at once and each line
 * when the test sends it, as a server that streams its answer does. It answers one call; lines sent once
 * the client has stopped reading go nowhere.
 */
export function jsonLines(): { response: Response; send: (line: unknown) => void; end: () => void } {
  const encoder = new TextEncoder();
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
    },
    cancel() {
      open = false;
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }),
    send: (line) => {
      if (open) stream?.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
    },
    end: () => {
      if (open) stream?.close();
      open = false;
    },
  };
}

/** A promise the test resolves later, to look at a screen while a call is on its way. */
export function deferred(): { promise: Promise<Response>; resolve: (response: Response) => void } {
  let resolve: (response: Response) => void = () => {};
  const answer = new Promise<Response>((done) => {
    resolve = done;
  });
  return {
    // Each call that awaits it gets its own copy: a Response body can be read once.
    get promise() {
      return answer.then((response) => response.clone());
    },
    resolve,
  };
}

export interface FakeServer {
  /** Sets (or replaces) the answer to "METHOD /path". */
  on: (route: string, handler: Handler | Response) => void;
  /** Requests received, optionally only those of one "METHOD /path". */
  calls: (route?: string) => FakeRequest[];
}

export function startFakeServer(routes: Record<string, Handler | Response> = {}): FakeServer {
  const table = new Map<string, Handler>();
  const received: FakeRequest[] = [];
  const on = (route: string, handler: Handler | Response) => {
    // A Response body can be read once, so a fixed answer is cloned for every call.
    table.set(route, handler instanceof Response ? () => handler.clone() : handler);
  };
  on('GET /api/branding', json(200, { brandName: 'Keydate', partnerName: null }));
  for (const [route, handler] of Object.entries(routes)) on(route, handler);

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body;
    const request: FakeRequest = {
      method,
      path: url.pathname,
      body,
      authorization: headers.get('Authorization'),
      accept: headers.get('Accept'),
    };
    received.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    if (!handler) return json(404, { message: 'Not found' });
    // Like a real fetch, an aborted request rejects instead of answering.
    const signal = init?.signal;
    if (!signal) return handler(request);
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort);
    });
    return Promise.race([Promise.resolve(handler(request)), aborted]);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    on,
    calls: (route) =>
      route ? received.filter((request) => `${request.method} ${request.path}` === route) : [...received],
  };
}
