import { MAX_DROP_FILES, type TDraft, type TDuplicateOf, uploadFileError } from '@keydate/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { DRAFT_MSG } from './draft-messages.ts';
import { draftsQueryKeys, sendDraft } from './drafts.api.ts';

export type TDropState =
  | { phase: 'refused'; message: string }
  | { phase: 'waiting' }
  | { phase: 'sending'; percent: number }
  | { phase: 'reading' }
  | { phase: 'busy' }
  | { phase: 'ready'; draft: TDraft }
  | { phase: 'duplicate'; duplicateOf: TDuplicateOf }
  | { phase: 'failed'; message: string };

export interface TDropItem {
  id: number;
  name: string;
  state: TDropState;
}

/** Files sent at once: the server reads each before it answers, and keeps few waiting to be read. */
export const DROP_CONCURRENCY = 3;
/** Waits before sending again a file the server was too busy to read (429), longer each time. */
export const BUSY_WAITS_MS = [1000, 2000, 4000, 8000, 10_000, 10_000, 10_000, 10_000];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface TDropCounts {
  total: number;
  done: number;
  ready: number;
  duplicates: number;
  failed: number;
}

export function dropCounts(items: readonly TDropItem[]): TDropCounts {
  const count = (...phases: TDropState['phase'][]) =>
    items.filter((item) => phases.includes(item.state.phase)).length;
  const ready = count('ready');
  const duplicates = count('duplicate');
  const failed = count('failed', 'refused');
  return { total: items.length, done: ready + duplicates + failed, ready, duplicates, failed };
}

/**
 * The files of one or more drops: those the upload would refuse are listed with the reason and never
 * sent; the others go DROP_CONCURRENCY at a time, in the order dropped. Leaving the page sends no more.
 */
export function useDropUploads() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<TDropItem[]>([]);
  const [leftOut, setLeftOut] = useState(0);
  const files = useRef(new Map<number, File>());
  const queue = useRef<number[]>([]);
  const active = useRef(0);
  const nextId = useRef(1);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const update = useCallback((id: number, state: TDropState) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, state } : item)));
  }, []);

  const send = useCallback(
    async (id: number, file: File): Promise<TDropState> => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const answer = await sendDraft(file, (percent) =>
            update(id, percent >= 100 ? { phase: 'reading' } : { phase: 'sending', percent }),
          );
          if (answer.kind === 'duplicate') return { phase: 'duplicate', duplicateOf: answer.duplicateOf };
          void queryClient.invalidateQueries({ queryKey: draftsQueryKeys.all });
          return { phase: 'ready', draft: answer.draft };
        } catch (error) {
          const pause = BUSY_WAITS_MS[attempt];
          if (!(error instanceof ApiError && error.status === 429) || pause === undefined || !alive.current) {
            return { phase: 'failed', message: errorMessage(error, DRAFT_MSG.uploadFailed) };
          }
          update(id, { phase: 'busy' });
          await wait(pause);
        }
      }
    },
    [queryClient, update],
  );

  const pump = useCallback(() => {
    while (alive.current && active.current < DROP_CONCURRENCY) {
      const id = queue.current.shift();
      const file = id === undefined ? undefined : files.current.get(id);
      if (id === undefined || !file) return;
      active.current += 1;
      void send(id, file).then((state) => {
        files.current.delete(id);
        active.current -= 1;
        update(id, state);
        pump();
      });
    }
  }, [send, update]);

  const add = useCallback(
    (chosen: readonly File[]) => {
      const taken = chosen.slice(0, MAX_DROP_FILES);
      setLeftOut(chosen.length - taken.length);
      const added = taken.map((file): TDropItem => {
        const id = nextId.current++;
        const refused = uploadFileError(file);
        if (refused) return { id, name: file.name, state: { phase: 'refused', message: refused } };
        files.current.set(id, file);
        queue.current.push(id);
        return { id, name: file.name, state: { phase: 'waiting' } };
      });
      setItems((list) => [...list, ...added]);
      pump();
    },
    [pump],
  );

  return { items, leftOut, add };
}
