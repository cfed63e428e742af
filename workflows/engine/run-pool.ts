import type { QueueDrivingEngine } from './engine';

export interface RunPoolOptions {
  engine: Pick<QueueDrivingEngine, 'claim' | 'settled'>;
  /** The queued workflows this pool takes (LocalEngineOptions.queued on the engines that start them). */
  workflows: readonly string[];
  /** Runs this pool drives at a time; the others wait in Postgres, oldest first. */
  concurrency: number;
  /** False while the process should take no more work (memory pressure): runs wait for a pool that can. */
  canTake?: () => boolean;
  /** How often it looks for work without being told (queued elsewhere, or left by a process that stopped). */
  pollMs?: number;
  onError?: (err: unknown) => void;
}

const DEFAULT_POLL_MS = 1_000;

/**
 * Takes queued runs out of Postgres and drives them on its engine, at most `concurrency` at a time. Several pools
 * (one per analysis worker process) share one queue: each claim is a lease, so every run goes to one of them, and
 * a run whose process stopped is taken again once its lease lapses. `wake()` makes it look at once.
 */
export class RunPool {
  private active = 0;
  private pumping: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly options: RunPoolOptions) {}

  start(): this {
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? DEFAULT_POLL_MS);
    this.timer.unref();
    this.wake();
    return this;
  }

  /** Runs this pool drives now. */
  get running(): number {
    return this.active;
  }

  get concurrency(): number {
    return this.options.concurrency;
  }

  wake(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = this.pump().finally(() => {
      this.pumping = null;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Takes no more runs; resolves once the ones it drives have finished (or `ms` passed: they are resumed later). */
  async stop(ms: number): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.pumping;
    const deadline = Date.now() + ms;
    while (this.active > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }

  private async pump(): Promise<void> {
    const { engine, workflows, concurrency, canTake, onError } = this.options;
    const free = concurrency - this.active;
    if (free <= 0 || (canTake && !canTake())) return;
    try {
      const ids = await engine.claim(workflows, free);
      this.active += ids.length;
      for (const id of ids)
        void engine.settled(id).finally(() => {
          this.active--;
          this.wake();
        });
    } catch (err) {
      onError?.(err);
    }
  }
}
