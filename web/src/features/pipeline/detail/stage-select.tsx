import { PIPELINE_STAGES, type PipelineStage, type TPipelineEntry } from '@core/contracts/pipeline';
import { isStage, stageLabel } from '../board';
import { selectClass } from '../round-card';

/** The entry's stage as a select (moving it to the end of that column), and why they passed when they did. */
export function StageSelect({
  entry,
  onMove,
}: {
  entry: TPipelineEntry;
  onMove: (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor="detail-stage" className="text-sm font-medium">
        Stage
      </label>
      <select
        id="detail-stage"
        value={entry.stage}
        onChange={(e) => {
          if (isStage(e.target.value)) onMove(entry, e.target.value, Number.MAX_SAFE_INTEGER);
        }}
        className={selectClass}
      >
        {PIPELINE_STAGES.map((s) => (
          <option key={s} value={s}>
            {stageLabel(s)}
          </option>
        ))}
      </select>
      {entry.stage === 'passed' && entry.pass_reason ? (
        <p className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900">
          <span className="font-medium">Why they passed:</span> {entry.pass_reason}
        </p>
      ) : null}
    </div>
  );
}
