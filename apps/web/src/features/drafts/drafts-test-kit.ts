// Shared by the drop page's and the review queue's tests: drafts as the API answers them, and a stand-in
// for XMLHttpRequest whose every upload the test moves on by hand (its progress, then its answer).
import type { TDraft } from '@keydate/domain';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export function buildDraft(overrides: Partial<TDraft> = {}): TDraft {
  return {
    _id: 'd-1',
    documentName: 'agreement.pdf',
    documentSize: 2048,
    documentContentType: 'application/pdf',
    createdAt: '2025-06-01T09:00:00.000Z',
    reviewed: false,
    textLayer: true,
    pages: 1,
    recognisedPages: [],
    suggestions: {},
    attachTo: null,
    ...overrides,
  };
}

interface Sent {
  name: string;
  authorization: string | null;
  answered: boolean;
  xhr: {
    status: number;
    responseText: string;
    upload: { onprogress: ((event: ProgressEvent) => void) | null };
    onload: (() => void) | null;
  };
}

export interface DropUploads {
  /** The names of the files sent so far, in order (a file sent again is listed again). */
  sent: () => string[];
  /** How many uploads were on their way at once, at most. */
  mostAtOnce: () => number;
  authorizations: () => (string | null)[];
  progress: (name: string, percent: number) => Promise<void>;
  answer: (name: string, status: number, body?: unknown) => Promise<void>;
}

export function startDropUploads(): DropUploads {
  const uploads: Sent[] = [];
  let onTheWay = 0;
  let most = 0;

  class FakeXMLHttpRequest {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private readonly headers = new Map<string, string>();

    open() {}

    setRequestHeader(name: string, value: string) {
      this.headers.set(name.toLowerCase(), value);
    }

    send(form: FormData) {
      const file = form.get('file') as File;
      uploads.push({
        name: file.name,
        authorization: this.headers.get('authorization') ?? null,
        answered: false,
        xhr: this,
      });
      onTheWay += 1;
      most = Math.max(most, onTheWay);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);

  const waiting = (name: string): Sent => {
    const upload = uploads.find((sent) => sent.name === name && !sent.answered);
    if (!upload) throw new Error(`${name} is not on its way`);
    return upload;
  };

  return {
    sent: () => uploads.map((upload) => upload.name),
    mostAtOnce: () => most,
    authorizations: () => uploads.map((upload) => upload.authorization),
    progress: (name, percent) =>
      act(async () => {
        waiting(name).xhr.upload.onprogress?.({
          lengthComputable: true,
          loaded: percent,
          total: 100,
        } as ProgressEvent);
      }),
    answer: (name, status, body) =>
      act(async () => {
        const upload = waiting(name);
        upload.answered = true;
        onTheWay -= 1;
        upload.xhr.status = status;
        upload.xhr.responseText = body === undefined ? '' : JSON.stringify(body);
        upload.xhr.onload?.();
      }),
  };
}
