import SonicBoom from 'sonic-boom';

/**
 * Standard output for the server's log, written at once but never waited on. Node puts a pipe or a
 * socket on stdout into non-blocking mode when process.stdout is first touched; a line the reader has
 * no room for then stays queued (up to 4 MiB, after which lines are dropped) and is tried again with the
 * next one, instead of being retried in a loop that holds the event loop. So a server whose log nobody
 * reads still answers and still stops. (pino's own destination would also flush in a loop at exit.)
 */
export function stdoutDestination(): SonicBoom {
  void process.stdout;
  const destination = new SonicBoom({
    fd: 1,
    sync: true,
    maxLength: 4 * 1024 * 1024,
    retryEAGAIN: () => false,
  });
  // A reader that is full or gone is not the server's failure: the line waits, or is lost.
  destination.on('error', () => {});
  return destination;
}
