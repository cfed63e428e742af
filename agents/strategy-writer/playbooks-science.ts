// Phases 1 and 2 for what is built in a lab or a factory: hardware, diagnostics and devices, drugs, deep tech.
import { possessive } from '../shared/format';
import { EU_GRANTS, GRANTS, type Plan, type PlanContext, partnersLine, timeline } from './plan';

export function forHardware(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  return {
    phase1: {
      description: `A working prototype of ${title} doing its one job at a customer’s site, then pilot units built the way production will build them.`,
      coreFeatures: [
        'An engineering prototype (EVT) that proves the core function',
        'Design-validation units (DVT) built with production parts',
        // Each unit's own use, not the sector's records: a cold room reports litres stored, not a farm's harvests.
        'Firmware and telemetry that report each unit’s health, use and uptime',
        `Installation that ${possessive(buyer.words)} own staff can do`,
      ],
      automationOpportunities: ['Detect faults from telemetry before a site notices', 'Plan service visits'],
      timeline: timeline(ctx, 'Get the engineering prototype working on the bench, then at one site.'),
      resourcesNeeded: [
        'A hardware lead and a firmware engineer beside the founders',
        'A contract manufacturer for the pilot run',
        ...ctx.regulation.people,
      ],
      milestones: [
        'Engineering prototype working on the bench',
        'Pilot units running at a customer site',
        ...ctx.regulation.build,
        'A bill of materials cost on a path to the target margin',
      ],
    },
    phase2: {
      designPartnerGoals: [
        `Place pilot units with ${buyer.words}${partnersLine(ctx)}, with the test they must pass written down first`,
        'Convert a pilot into a paid order for more units',
        'A customer who installs the second unit without your team on site',
      ],
      metricsToTrack: [
        'Units in the field and their uptime',
        'Bill of materials cost per unit',
        'Field failures per unit-month',
        sector.metric,
      ],
      milestones: [...ctx.regulation.validate, 'First paid order for more units'],
    },
    keyTractionMetrics: ['Paid unit orders and pipeline', 'Gross margin per unit', 'Uptime in the field'],
    aiAutomationStrategy: `Use models on the telemetry (${sector.data}) to predict failures and tune each unit; ship changes to the field only after they pass on the bench.`,
  };
}

export function forDiagnostics(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  const use = ctx.assay
    ? {
        what: 'reaches its analytical performance on real samples',
        features: [
          'The sample-to-result workflow, as a laboratory technician would run it',
          'Result reporting into the laboratory information system',
          'Controls and calibration a lab can run daily',
        ],
        sites: 'clinical study sites',
        runs: 'Samples run at each study site',
        failures: 'Invalid or failed runs',
      }
    : {
        what: 'measures what it must on patients, as clinicians will use it',
        features: [
          'The device doing its one measurement on patients, set up as a nurse or clinician would',
          `Readings sent into the clinicians’ own records, with ${sector.data}`,
          'Alerts that a clinician can act on, and a way to silence the rest',
        ],
        sites: 'clinical evaluation sites',
        runs: 'Patients monitored at each site, and for how long',
        failures: 'Readings lost or unusable',
      };
  return {
    phase1: {
      description: `A prototype of ${title} that ${use.what}, built under design controls so its data count towards approval.`,
      coreFeatures: use.features,
      automationOpportunities: [
        'Automate interpretation with a locked, validated algorithm',
        'Flag unusable results before anyone acts on them',
      ],
      timeline:
        'Let the regulatory pathway set the pace: freeze the design only when the performance data hold, then run the clinical study on the frozen design.',
      resourcesNeeded: [
        ctx.assay
          ? 'An assay development team with laboratory space'
          : 'A device team (hardware, firmware, clinical software)',
        'Clinical advisers in the condition it serves',
        ...ctx.regulation.people,
      ],
      milestones: ctx.regulation.build,
    },
    phase2: {
      designPartnerGoals: [
        `Sign two or three ${buyer.words} as ${use.sites}${partnersLine(ctx)}, each with a principal investigator`,
        'Run the clinical study against the reference method',
        `A health-economic case: what ${title} saves ${buyer.words} per patient`,
      ],
      metricsToTrack: [
        sector.metric,
        ctx.assay ? 'Time to result' : 'Time to a clinical decision',
        use.runs,
        use.failures,
      ],
      milestones: ctx.regulation.validate,
    },
    keyTractionMetrics: [
      'Clinical study results',
      'Regulatory milestones met (submission, clearance)',
      'Study sites and letters of intent to buy',
    ],
    aiAutomationStrategy: `Use models only as locked algorithms validated as part of the product, on ${sector.data}; any change after approval goes through a planned change-control process agreed with the regulator.`,
  };
}

export function forTherapeutics(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  return {
    phase1: {
      description: `The data that make ${possessive(title)} lead programme investable: efficacy in the disease model, then a development candidate.`,
      coreFeatures: [
        'Lead optimisation to a development candidate',
        'Efficacy and dose response in the disease model',
        'A manufacturing route that can scale (CMC)',
      ],
      automationOpportunities: [
        'Prioritise candidates computationally before synthesis',
        'Automate assay analysis',
      ],
      timeline:
        'Milestone by milestone: each experiment is designed to answer the question the next investor will ask.',
      resourcesNeeded: [
        'Scientists and laboratory space (or a CRO) for the disease model',
        ...ctx.regulation.people,
      ],
      milestones: ctx.regulation.build,
    },
    phase2: {
      designPartnerGoals: [
        'Recruit leading clinicians in the disease area as advisers',
        `Open talks with ${buyer.words} once in vivo data exist`,
        'Work with patient groups for the indication on trial design and recruitment',
      ],
      metricsToTrack: [
        sector.metric,
        'Safety margin (therapeutic index)',
        'Milestones met against the development plan',
      ],
      milestones: ctx.regulation.validate,
    },
    keyTractionMetrics: [
      'Preclinical data package',
      'Regulatory milestones (pre-IND meeting, IND)',
      'Partnering interest',
    ],
    aiAutomationStrategy: `Use models to prioritise candidates and analyse ${sector.data}; every prediction that matters is confirmed at the bench.`,
  };
}

export function forDeepTech(ctx: PlanContext): Plan {
  const { title, buyer, sector } = ctx;
  const grant = GRANTS[ctx.place.country ?? ''] ?? (ctx.place.country ? EU_GRANTS : 'public research grants');
  return {
    phase1: {
      description: `A lab demonstration of the one performance figure ${title} stands on, repeated outside your own lab, then a pilot with a partner who pays.`,
      coreFeatures: [
        'The key performance figure demonstrated and repeated',
        `A prototype an outside partner can run on their own ${sector.data}`,
        'A manufacturing or scale-up route',
      ],
      automationOpportunities: [
        'Simulate designs before building them',
        'Automate test runs and their analysis',
      ],
      timeline: timeline(ctx, 'Demonstrate the key figure, then hand a prototype to one partner.'),
      resourcesNeeded: [
        'Scientists and engineers with the lab equipment the work needs',
        ...ctx.regulation.people,
      ],
      milestones: [
        ...ctx.regulation.build,
        'The key figure repeated outside your lab',
        `Non-dilutive funding (${grant}) beside the round`,
      ],
    },
    phase2: {
      designPartnerGoals: [
        `A joint development agreement with one of the ${buyer.words}${partnersLine(ctx)}`,
        'A paid pilot with the test written down before it starts',
        'Letters of intent from two more',
      ],
      metricsToTrack: [
        sector.metric,
        'Cost per unit at pilot scale',
        'Partner commitments (agreements, letters of intent)',
      ],
      milestones: [...ctx.regulation.validate, 'First paid pilot'],
    },
    keyTractionMetrics: [
      'The key performance figure',
      'Paid pilots and joint development agreements',
      'Non-dilutive funding won',
    ],
    aiAutomationStrategy: `Use models to simulate and search designs and to analyse ${sector.data}, so fewer physical iterations are needed; every result that matters is measured.`,
  };
}
