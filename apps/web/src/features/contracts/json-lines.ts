// An answer given as lines of JSON (application/x-ndjson), read as the lines arrive rather than once
// the answer is whole: the document reading says which page it has reached while it reads.

/** The type of such an answer, asked for with Accept. */
export const JSON_LINES_TYPE = 'application/x-ndjson';

/**
 * Each line of the body, parsed, as soon as it is whole; a line that is not JSON is `undefined`, for the
 * caller to refuse. Leaving the loop early, or an abort of `signal`, stops reading the body.
 */
export async function* jsonLines(response: Response, signal?: AbortSignal): AsyncGenerator<unknown> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const stop = () => {
    reader.cancel().catch(() => {});
  };
  signal?.addEventListener('abort', stop);
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      rest += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const lines = rest.split('\n');
      rest = done ? '' : (lines.pop() ?? '');
      for (const line of lines) {
        if (line.trim()) yield parseLine(line);
      }
      if (done || signal?.aborted) return;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    stop();
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    return undefined;
  }
}
