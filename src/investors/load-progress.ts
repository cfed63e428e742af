import cliProgress from 'cli-progress';
import type { LoadProgress } from './load-investor-data';

/** A progress bar per load stage in a terminal; one line per stage when the output is a log. */
export function createLoadProgress(stream: NodeJS.WriteStream = process.stdout) {
  let bar: cliProgress.SingleBar | null = null;
  let stage = '';
  const update = (p: LoadProgress) => {
    if (p.stage !== stage) {
      bar?.stop();
      stage = p.stage;
      if (stream.isTTY) {
        bar = new cliProgress.SingleBar(
          {
            format: `Loading ${p.stage.padEnd(15)} [{bar}] {percentage}% | {value}/{total}`,
            stream,
            hideCursor: true,
          },
          cliProgress.Presets.shades_classic,
        );
        bar.start(p.total, p.done);
      } else {
        stream.write(`Loading ${p.stage} (${p.total})...\n`);
      }
    }
    bar?.update(p.done);
  };
  return { update, stop: () => bar?.stop() };
}
