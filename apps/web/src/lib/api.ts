// The one HTTP client: JSON in and out, bearer token from localStorage, one error shape.
import type { TDuplicateOf, TErrorResponse } from '@keydate/domain';
import type { z } from 'zod';

export const TOKEN_KEY = 'token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly needsVerification: boolean;
  /** True when the message came from the server's answer rather than from the client. */
  readonly fromServer: boolean;
  /** A 409 to a document already stored: the contract or draft that holds it. */
  readonly duplicateOf: TDuplicateOf | null;

  constructor(status: number, body: Partial<TErrorResponse> | null, fallback = '') {
    const serverMessage = typeof body?.message === 'string' && body.message.trim() ? body.message : '';
    super(serverMessage || fallback);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body?.errors ?? {};
    this.needsVerification = body?.needsVerification === true;
    this.fromServer = serverMessage !== '';
    this.duplicateOf = body?.duplicateOf ?? null;
  }
}

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer ? error.message : fallback;
}

type UnauthorizedListener = (message: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Called after an authenticated call answered 401 and the token was removed. The session
 * provider registers one that signs out and routes to /login; with none, the browser navigates.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

function handleUnauthorized(message: string): void {
  tokenStore.clear();
  if (unauthorizedListeners.size === 0) {
    if (window.location.pathname !== '/login') window.location.assign('/login');
    return;
  }
  for (const listener of unauthorizedListeners) listener(message);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Authenticated calls send the bearer token, and a 401 ends the session. Sign-in,
   * registration, email verification and password reset calls pass false: their 401 is an
   * answer to show, not an expired session.
   */
  auth?: boolean;
  /** For the start-up session check: a 401 signs out but does not leave the current page. */
  redirectOn401?: boolean;
  signal?: AbortSignal;
  /** The type of answer asked for (Accept); JSON unless said. */
  accept?: string;
}

/** '/users' → '/api/users'; '/api/...' and the spec's '/auth/...' aliases are used as given. */
export function apiUrl(path: string): string {
  if (path.startsWith('/api/') || path.startsWith('/auth/')) return path;
  return `/api${path}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Checked by hand: a schema would bring the document rules into the sign-in pages' script.
function duplicateOf(value: unknown): TDuplicateOf | undefined {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { kind, _id, name } = record;
  return (kind === 'contract' || kind === 'draft') && typeof _id === 'string' && typeof name === 'string'
    ? { kind, _id, name }
    : undefined;
}

function asErrorBody(body: unknown): Partial<TErrorResponse> | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const errors = record.errors;
  return {
    message: typeof record.message === 'string' ? record.message : '',
    errors:
      typeof errors === 'object' && errors !== null
        ? Object.fromEntries(
            Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : undefined,
    needsVerification: record.needsVerification === true,
    duplicateOf: duplicateOf(record.duplicateOf),
  };
}

/**
 * The answer to a call, once it is known to be a success, its body still to be read (a stream of lines,
 * say); a failure throws ApiError (401: the session ends).
 */
export async function respond(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, auth = true, redirectOn401 = true, signal, accept } = options;
  const headers: Record<string, string> = { Accept: accept ?? 'application/json' };
  // A form goes as multipart, with the boundary the browser writes; anything else as JSON.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? tokenStore.get() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const response = await fetch(apiUrl(path), {
    method,
    headers,
    body: body === undefined || isForm ? body : JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const error = new ApiError(response.status, asErrorBody(await readBody(response)));
    if (response.status === 401 && auth) {
      if (redirectOn401) handleUnauthorized(error.message);
      else tokenStore.clear();
    }
    throw error;
  }
  return response;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  return readBody(await respond(path, options));
}

/** A file an authenticated call answers: its bytes and the name the server gives it. */
export async function requestFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await respond(path, options);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  return {
    blob: await response.blob(),
    fileName: encoded ? decodeURIComponent(encoded) : (plain ?? 'download'),
  };
}

/** Hands a file to the browser as a download. */
export function saveFile({ blob, fileName }: { blob: Blob; fileName: string }): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has taken the URL by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A call whose answer is read through a domain schema, so the caller gets the inferred type. */
export async function request<T>(
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const payload = await send(path, options);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected answer from ${apiUrl(path)}`, parsed.error.issues);
    throw new ApiError(0, null);
  }
  return parsed.data;
}

/** A call whose answer has no body worth reading (204 or ignored). */
export async function requestVoid(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

export interface SendFormOptions {
  method?: 'POST' | 'PUT';
  /** Called as the request body goes out, with 0–100. */
  onProgress?: (percent: number) => void;
  headers?: Record<string, string>;
}

/**
 * A multipart call with upload progress, which fetch cannot report: XMLHttpRequest with the same
 * bearer header, 401 rule and error shape as request(). The answer is read through `schema`.
 * A body without `message` but with `error` (a framework's default answer) still gives its text.
 */
export function sendForm<T>(
  path: string,
  form: FormData,
  schema: z.ZodType<T>,
  { method = 'POST', onProgress, headers = {} }: SendFormOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
    }
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new ApiError(0, null));
    xhr.onload = () => {
      let payload: unknown;
      try {
        payload = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        payload = undefined;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const body = asErrorBody(payload);
        const record = (payload ?? {}) as Record<string, unknown>;
        if (body && !body.message && typeof record.error === 'string') body.message = record.error;
        const error = new ApiError(xhr.status, body);
        if (xhr.status === 401) handleUnauthorized(error.message);
        reject(error);
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        console.error(`Unexpected answer from ${apiUrl(path)}`, parsed.error.issues);
        reject(new ApiError(0, null));
        return;
      }
      onProgress?.(100);
      resolve(parsed.data);
    };
    xhr.send(form);
  });
}
