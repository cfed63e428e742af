import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';

/**
 * More than one listening handle per server process, so that a busy process accepts more than one new connection
 * per turn of its event loop.
 *
 * libuv accepts one connection per listening handle per turn of the event loop (libuv/libuv#3696, in Node 20):
 * under load a turn of a server process lasts 100 ms or more (every kept-alive client's request in it), so a burst
 * of new connections waited in the kernel's queue, one taken per turn. Under `npm run bench:load` new connections
 * waited up to 5 s to be accepted, and a bare reproduction (30 new connections beside 150 busy ones) took up to 20 s
 * to accept them. Each handle here is the same listening socket under another file descriptor (libuv's own advice:
 * send the listening handle to each loop), so a turn accepts up to `count` connections. Cluster workers sharing
 * the socket only (SCHED_NONE, as npm start runs them): Node cannot duplicate a descriptor in-process, so a worker
 * sends its handle to the primary, which sends copies back (each arrives as a new descriptor) and closes the one it
 * received; the primary never accepts on it.
 */

/** What a worker asks of the primary, and what the primary sends back with each copy. */
const ASK = 'roundwise:accept-handles';
const COPY = 'roundwise:accept-handle';
/** How long a worker waits for its copies; without them it still serves, on its one handle. */
const COPIES_TIMEOUT_MS = 5_000;

interface Ask {
  cmd: typeof ASK;
  count: number;
}

/** The OS-level handle of a listening server (what Node's cluster itself passes between processes). */
function rawHandleOf(server: net.Server): object | null {
  return (server as unknown as { _handle?: object | null })._handle ?? null;
}

/**
 * In a cluster worker, adds `count - 1` listening handles of `server`'s socket, each handing its connections to
 * `server` (so its timeouts, tracking and `closeAllConnections` hold for them). Resolves with the added listeners
 * once they listen (close them when closing `server`); with none outside a cluster worker, for `count` 1, or when
 * the primary does not answer in time.
 */
export async function addAcceptHandles(server: net.Server, count: number): Promise<net.Server[]> {
  const handle = rawHandleOf(server);
  if (!cluster.isWorker || count <= 1 || !handle || !process.send) return [];
  const extra: net.Server[] = [];
  const wanted = count - 1;
  return await new Promise<net.Server[]>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(extra);
    };
    const timer = setTimeout(done, COPIES_TIMEOUT_MS);
    timer.unref();
    const onMessage = (message: unknown, copy: unknown) => {
      if ((message as { cmd?: string } | null)?.cmd !== COPY || !copy) return;
      const listener = net.createServer();
      listener.on('connection', (socket) => server.emit('connection', socket));
      listener.on('error', (err) => server.emit('error', err));
      listener.listen(copy as net.Server);
      extra.push(listener);
      if (extra.length >= wanted) done();
    };
    process.on('message', onMessage);
    try {
      process.send!({ cmd: ASK, count: wanted } satisfies Ask, handle as net.Server);
    } catch {
      // Not a socket of its own (cluster round-robin hands out connections, not the socket): one handle it is.
      done();
    }
  });
}

/** Closes the listeners `addAcceptHandles` added: no new connections; resolves once theirs have closed. */
export function closeAcceptHandles(listeners: readonly net.Server[]): Promise<void> {
  return Promise.all(listeners.map((l) => new Promise<void>((resolve) => l.close(() => resolve())))).then(
    () => undefined,
  );
}

/**
 * In the primary: answers each worker's ask with copies of the handle it sent, then closes the primary's own copy
 * (the primary never listens). At most 64 copies per ask.
 */
export function serveAcceptHandleCopies(): void {
  cluster.on('message', (worker: Worker, message: unknown, handle: unknown) => {
    const ask = message as Partial<Ask> | null;
    if (ask?.cmd !== ASK || !handle) return;
    const count = Math.max(0, Math.min(64, Math.floor(Number(ask.count) || 0)));
    let left = count;
    const closeOwn = () => (handle as { close?: () => void }).close?.();
    if (left === 0) {
      closeOwn();
      return;
    }
    for (let i = 0; i < count; i++)
      worker.send({ cmd: COPY }, handle as net.Server, () => {
        if (--left === 0) closeOwn();
      });
  });
}
