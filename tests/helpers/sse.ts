/** One Server-Sent Event as the stream carried it. */
export interface SseEvent {
  event: string;
  data: any;
}

/**
 * Opens an SSE stream with a session cookie, as a browser's EventSource would, and collects its events; `next`
 * waits for the first event (not yet taken) that matches, failing after `timeoutMs`.
 */
export async function openEventStream(url: string, cookie: string) {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: abort.signal });
  const events: SseEvent[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          for (const w of waiters.splice(0)) w();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: res.status,
    events,
    async next(match: (e: SseEvent) => boolean, timeoutMs = 10_000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const i = events.findIndex((e, k) => k >= taken && match(e));
        if (i >= 0) {
          taken = i + 1;
          return events[i]!;
        }
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close: () => abort.abort(),
  };
}
