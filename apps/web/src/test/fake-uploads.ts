// Tests replace only the network: uploads go through XMLHttpRequest (for their progress), so this
// stands in for it, answering "METHOD /path" from a table like the fake fetch server does.
import { vi } from 'vitest';

export interface FakeUpload {
  method: string;
  path: string;
  authorization: string | null;
  idempotencyKey: string | null;
  form: FormData;
}

export interface FakeUploadAnswer {
  status: number;
  body?: unknown;
}

type UploadHandler = (upload: FakeUpload) => FakeUploadAnswer | Promise<FakeUploadAnswer>;

export interface FakeUploads {
  on: (route: string, handler: UploadHandler | FakeUploadAnswer) => void;
  calls: (route?: string) => FakeUpload[];
}

/** Every upload first reports half of its body sent, then the handler's answer completes it. */
export function startFakeUploads(routes: Record<string, UploadHandler | FakeUploadAnswer> = {}): FakeUploads {
  const table = new Map<string, UploadHandler>();
  const received: FakeUpload[] = [];
  const on = (route: string, handler: UploadHandler | FakeUploadAnswer) => {
    table.set(route, typeof handler === 'function' ? handler : () => handler);
  };
  for (const [route, handler] of Object.entries(routes)) on(route, handler);

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Map<string, string>();

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }

    send(body: FormData) {
      const path = new URL(this.url, 'http://localhost').pathname;
      const upload: FakeUpload = {
        method: this.method,
        path,
        authorization: this.headers.get('authorization') ?? null,
        idempotencyKey: this.headers.get('idempotency-key') ?? null,
        form: body,
      };
      received.push(upload);
      const handler =
        table.get(`${this.method} ${path}`) ?? (() => ({ status: 404, body: { message: 'Not found' } }));
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        Promise.resolve(handler(upload)).then((answer) => {
          this.status = answer.status;
          this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
          this.onload?.();
        });
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  return {
    on,
    calls: (route) =>
      route ? received.filter((upload) => `${upload.method} ${upload.path}` === route) : [...received],
  };
}

/** A promise the test resolves later, to look at the screen while an upload is under way. */
export function deferredUpload(): {
  promise: Promise<FakeUploadAnswer>;
  resolve: (answer: FakeUploadAnswer) => void;
} {
  let resolve: (answer: FakeUploadAnswer) => void = () => {};
  const promise = new Promise<FakeUploadAnswer>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
