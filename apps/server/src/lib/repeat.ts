export interface Repeating {
  /** Stops scheduling, aborts the signal of a run in progress and waits for that run to end. */
  stop(): Promise<void>;
}

/**
 * Runs `task` at once, then `intervalMs` after each run ended, never two at a time. The task handles its
 * own failures; a rejection still keeps the schedule going.
 */
export function repeat(task: (signal: AbortSignal) => Promise<void>, intervalMs: number): Repeating {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = task(stopping.signal)
      .catch(() => undefined)
      .finally(() => {
        if (!stopping.signal.aborted) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    stop: async () => {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
