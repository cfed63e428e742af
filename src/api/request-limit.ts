import type { RequestHandler } from 'express';

/**
 * Lets at most `limit` requests through at once and queues the rest in arrival order. Mounted on the busy read
 * routes (searches, the public API): a Node process serving hundreds of them at once interleaves every one's steps
 * (session, key check, search, each a turn of the event loop), so each waits behind all the others at every step
 * and the slowest wait for seconds; in order, each waits once, and the routes left outside the limit (starting an
 * analysis, following a run, health) are answered at once however busy the searches are.
 */
export function requestLimit(limit: number): RequestHandler {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    // The slot passes straight to the next request in line.
    if (next) next();
    else active--;
  };
  return (_req, res, next) => {
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    const start = () => {
      state = 'running';
      next();
    };
    const finish = () => {
      if (state === 'running') release();
      else if (state === 'waiting') waiting.splice(waiting.indexOf(start), 1);
      state = 'done';
    };
    // 'close' also comes when the client went away while waiting or mid-answer.
    res.once('close', finish);
    if (active < limit) {
      active++;
      start();
    } else {
      waiting.push(start);
    }
  };
}
