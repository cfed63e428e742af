import { MODEL_METRICS } from '../../core/business/model-metrics';
import { capital, LATER, lower as lowerAll, type Plan, type PlanContext } from './plan';

/** A description lowered after a colon, unless it starts with a name ("DawaKart working in Indore…"). */
const lower = (s: string) => (/^(?:The|A|An|One|Run|Take)\s/.test(s) ? lowerAll(s) : s);

/**
 * Phase 1 fitted to the stage, phase 2 to the revenue model's own numbers (issue 34): a pre-seed company proves
 * that the buyer needs it, a seed one makes it work for paying customers, a Series A one scales what already
 * works. The playbook's sector and buyer work stays; what is said of a first version is dropped past seed.
 */
export function fitStageAndModel(plan: Plan, ctx: PlanContext): Plan {
  const who = ctx.buyer.words;
  const phase1 = { ...plan.phase1 };
  // A Series A for a drug, a device or deep tech funds the next proof (a trial, a clearance), not a sales team.
  const science = ['biotech-therapeutics', 'medtech-diagnostics', 'deep-tech'].includes(ctx.model);
  const regulatory = new Set([...ctx.regulation.build, ...ctx.regulation.validate]);
  if (science) {
    phase1.description = LATER.has(ctx.stage)
      ? `Take ${ctx.title} through its next proof with the evidence you already have: ${lower(plan.phase1.description)}`
      : plan.phase1.description;
  } else if (LATER.has(ctx.stage)) {
    phase1.description = `Scale what already works at ${ctx.title}: make it repeatable to sell to and run at many more ${who}, without the founders in every deal or every deployment.`;
    phase1.coreFeatures = [
      'Self-serve onboarding and set-up, so a new customer goes live without an engineer',
      ...plan.phase1.coreFeatures.filter((f) => !/\b(?:first|smallest|most common case)\b/i.test(f)),
      'Admin, permissions and reporting that larger customers ask for',
    ];
    phase1.resourcesNeeded = [
      'A sales team beyond the founders, with a written playbook from the deals already won',
      'Customer success to keep and expand the accounts you have',
      ...plan.phase1.resourcesNeeded.filter((r) => !/\bfounders\b/i.test(r)),
    ];
    phase1.milestones = [
      ...plan.phase1.milestones.filter(
        (m) => regulatory.has(m) || !/\b(?:first|prototype|bench|pilot)\b/i.test(m),
      ),
      `A repeatable sale: new ${who} signed by the sales team, not the founders`,
      'A second segment or market opened with the first one’s playbook',
    ];
  } else if (ctx.stage === 'pre-seed') {
    phase1.description = `Prove that ${who} need ${ctx.title}: ${lower(plan.phase1.description)}`;
    phase1.milestones = [
      `Problem interviews with ${who}, and a handful who agree to pay for a pilot before it is finished`,
      ...plan.phase1.milestones,
    ];
  } else {
    phase1.description = `Make ${ctx.title} work for its first paying customers: ${lower(plan.phase1.description)}`;
  }
  // An installer builds no prototype: its first version is an installation done to standard by one crew.
  if (ctx.revenue === 'energy-installation') {
    const first = `the first sites of ${who} installed to standard by one crew, with the permit and subsidy files right the first time, then a second crew trained on the same checklist`;
    if (!LATER.has(ctx.stage)) phase1.description = `${phase1.description.split(':')[0]}: ${first}.`;
    phase1.milestones = phase1.milestones.filter(
      (m) => regulatory.has(m) || !/\b(?:prototype|bench|bill of materials)\b/i.test(m),
    );
  }
  const m = ctx.revenue ? MODEL_METRICS[ctx.revenue] : null;
  if (!m || m.metrics.length + (m.milestones?.length ?? 0) === 0) return { ...plan, phase1 };
  const seen = new Set(m.metrics.map((x) => x.toLowerCase()));
  return {
    ...plan,
    phase1,
    phase2: {
      ...plan.phase2,
      metricsToTrack: [...m.metrics, ...plan.phase2.metricsToTrack.filter((x) => !seen.has(x.toLowerCase()))],
      milestones: [...plan.phase2.milestones, ...(m.milestones ?? [])],
    },
    keyTractionMetrics: [
      ...m.metrics.slice(0, 2).map(capital),
      ...plan.keyTractionMetrics.filter((x) => !seen.has(x.toLowerCase())),
    ].slice(0, 4),
  };
}
