import type { RevenueModel } from '../contracts/business';

/**
 * The numbers each revenue model is judged by in phase 2 and at the next raise: utilisation for robots as a
 * service, volume and credit losses for lending, net revenue retention for SaaS. Words only, no figures: the plan's
 * numbers must come from its sources.
 */
export interface ModelMetrics {
  metrics: readonly string[];
  /** Milestones the model needs that others do not (fleet financing, a debt facility). */
  milestones?: readonly string[];
}

export const MODEL_METRICS: Readonly<Record<RevenueModel, ModelMetrics>> = {
  'robots-as-a-service': {
    metrics: [
      'Fleet utilisation: the hours each robot works of the hours it could',
      'Uptime, and interventions by a person per thousand tasks',
      'Monthly revenue per robot against its financed cost',
    ],
    milestones: [
      'Fleet financing (a lease line or asset-backed debt) in place before the fleet outgrows what equity can buy',
    ],
  },
  lending: {
    metrics: [
      'Loan volume disbursed and the loan book outstanding',
      'Credit losses: arrears at thirty and ninety days, and write-offs by monthly cohort',
      'Cost of funds, and the margin after losses',
    ],
    milestones: ['A debt facility sized to the loan book, with equity only for the first-loss piece'],
  },
  payments: {
    metrics: [
      'Total payment volume (TPV) and the net take rate',
      'Fraud and chargeback losses as a share of volume',
      'Accounts transacting every month',
    ],
  },
  insurance: {
    metrics: ['Gross written premium', 'Loss ratio by cohort', 'Claims settled on time'],
    milestones: ['A capacity agreement with a licensed insurer or reinsurer carrying the risk'],
  },
  saas: {
    metrics: [
      'Net revenue retention: expansion minus churn and contraction',
      'Logo churn',
      'Sales cycle and months to pay back the cost of a customer',
    ],
  },
  'usage-api': {
    metrics: [
      'Monthly usage per customer and its growth',
      'Net revenue retention',
      'Gross margin per call after compute',
    ],
  },
  marketplace: {
    metrics: ['Gross merchandise value and the take rate', 'Repeat rate on each side'],
  },
  hardware: {
    metrics: ['Units shipped and gross margin per unit', 'Field failure rate and returns'],
  },
  'energy-installation': {
    metrics: [
      'Installations completed each month, and the time from signed quote to a working system',
      'Subsidy files accepted the first time',
      'Margin per installation after subsidies',
    ],
  },
  'consumer-app': {
    metrics: ['Weekly active users and retention in week four', 'Share of new users from referrals'],
  },
  'consumer-subscription': {
    metrics: ['Paying subscribers and monthly churn', 'Conversion from trial to paid'],
  },
  'd2c-brand': {
    metrics: ['Repeat purchase rate', 'Contribution margin per order after acquisition cost'],
  },
  therapeutics: { metrics: [] },
  'medical-device': { metrics: [] },
  'deep-tech': { metrics: [] },
  services: { metrics: ['Gross margin per project and repeat clients'] },
};
