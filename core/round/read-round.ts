import { readBusiness } from '../business/read-business';
import { COARSE_MODEL } from '../business/revenue-models';
import type { BusinessModel, RoundFieldSource, TRound } from '../contracts/round';
import { readPlace } from '../geo/read-place';
import { readBusinessModel } from './business-model';
import { readCustomers } from './customers';
import { readAmount, toRoundAmount } from './read-amount';
import { readSectors } from './read-sectors';
import { readStage, stageForAmount } from './stage';
import { unreadAmount } from './unread-amount';

/** What the founder wrote: the idea's title and description and the onboarding fundraising goal. */
export interface RoundText {
  title: string;
  description: string;
  fundraisingGoal?: string | null;
}

/** The focus area a business model implies, so that investors of that kind are found even if unnamed. */
const MODEL_SECTOR: Readonly<Record<BusinessModel, string>> = {
  'b2b-saas': 'b2b-saas',
  marketplace: 'marketplaces',
  'fintech-transactions': 'fintech',
  'consumer-subscription': 'consumer',
  'consumer-app': 'consumer',
  'ecommerce-d2c': 'd2c',
  hardware: 'hardware',
  'biotech-therapeutics': 'biotech',
  'medtech-diagnostics': 'medical-devices',
  'deep-tech': 'deep-tech',
  services: 'b2b-saas',
};

/** The idea's title and description as one text ("Title. Description"). */
export function ideaText({ title, description }: RoundText): string {
  const t = title.trim();
  return t && !/[.!?]$/.test(t) ? `${t}. ${description.trim()}` : `${t} ${description.trim()}`.trim();
}

/**
 * The round, read by rules from what the founder wrote. The idea's own text is read first (a founder's later
 * ideas raise other amounts than the onboarding goal written for their first), then the fundraising goal for
 * what the text does not say; a stage not stated is inferred from the amount (`stageForAmount`) and marked
 * 'inferred'. The place comes from the idea's text, else the goal.
 */
export function readRound(input: RoundText): TRound {
  const text = ideaText(input);
  const goal = input.fundraisingGoal?.trim() ?? '';
  const sources: Record<string, RoundFieldSource> = {};

  let place = readPlace(text);
  let placeSource: RoundFieldSource = 'text';
  if (!place.country && !place.region && goal) {
    place = readPlace(goal);
    placeSource = 'goal';
  }
  const country = place.country;

  const fromText = readAmount(text, { country });
  // A raise written in the idea that cannot be read is said back, never filled from the goal.
  const unread = fromText ? null : unreadAmount(text);
  const fromGoal = !fromText && !unread && goal ? readAmount(goal, { country, fromGoal: true }) : null;
  const amountReading = fromText ?? fromGoal;
  const amount = amountReading ? toRoundAmount(fromText ? text : goal, amountReading.mention) : null;
  if (amount) sources.amount = fromText ? 'text' : 'goal';

  const textStage = readStage(text, fromText?.mention);
  const goalStage = !textStage && goal ? readStage(goal, fromGoal?.mention) : null;
  let stage = (textStage ?? goalStage)?.stage ?? null;
  if (stage) sources.stage = textStage ? 'text' : 'goal';
  else if (amount) {
    stage = stageForAmount(amount.usd_k);
    sources.stage = 'inferred';
  }

  const customers = readCustomers(text);
  if (customers) sources.customers = 'text';
  const business = readBusiness({ ...input, customers, country });
  // The business reading's revenue model decides the round's coarser one; the older rules where it reads none.
  const business_model = business.model ? COARSE_MODEL[business.model] : readBusinessModel(text, customers);
  if (business_model) sources.business_model = 'text';
  const sectors = readSectors(text, business_model ? [MODEL_SECTOR[business_model]] : []);
  if (sectors.length) sources.sectors = 'text';

  for (const field of ['city', 'country', 'region'] as const) if (place[field]) sources[field] = placeSource;
  return {
    amount,
    stage,
    sectors,
    business_model,
    customers,
    city: place.city,
    country,
    region: place.region,
    sources,
    unread_amount: unread,
    business,
  };
}
