import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { requestLimit } from './request-limit';

/** A response that only emits 'close' (what the limit listens to), and the order requests were let through. */
function harness(limit: number) {
  const middleware = requestLimit(limit);
  const started: number[] = [];
  const responses = new Map<number, EventEmitter>();
  const send = (n: number) => {
    const res = new EventEmitter();
    responses.set(n, res);
    middleware({} as Request, res as unknown as Response, () => started.push(n));
  };
  const close = (n: number) => responses.get(n)!.emit('close');
  return { send, close, started };
}

describe('requestLimit', () => {
  it('lets `limit` requests through at once and the others in arrival order as slots free up', () => {
    const h = harness(2);
    for (const n of [1, 2, 3, 4]) h.send(n);
    expect(h.started).toEqual([1, 2]);
    h.close(2);
    expect(h.started).toEqual([1, 2, 3]);
    h.close(1);
    h.close(3);
    expect(h.started).toEqual([1, 2, 3, 4]);
    h.close(4);
    // All slots free again: the next one goes straight through.
    h.send(5);
    expect(h.started).toEqual([1, 2, 3, 4, 5]);
  });

  it('forgets a request whose client left while it waited, and does not free a slot for it', () => {
    const h = harness(1);
    for (const n of [1, 2, 3]) h.send(n);
    h.close(2);
    expect(h.started).toEqual([1]);
    h.close(1);
    expect(h.started).toEqual([1, 3]);
    // Only one runs at a time still: 4 waits for 3.
    h.send(4);
    expect(h.started).toEqual([1, 3]);
    h.close(3);
    expect(h.started).toEqual([1, 3, 4]);
  });
});
