import { industryByKey } from '../../core/business/buyer-industries';
import type { RoundFieldSource, TRound, TRoundAmount } from '../../core/contracts/round';
import { COUNTRY_NAMES } from '../../core/geo/countries';
import { findCity } from '../../core/geo/gazetteer';
import { findMentions, textNamesCity } from '../../core/geo/place-mentions';
import { regionOf } from '../../core/geo/regions';
import { findAmounts } from '../../core/round/money';
import { toRoundAmount } from '../../core/round/read-amount';
import { ideaText, type RoundText } from '../../core/round/read-round';
import { isSectorKey } from '../../core/round/read-sectors';
import { findStages, stageFitsAmount, stageForAmount } from '../../core/round/stage';
import type { ModelRound, Rejection } from './state';

/** How close (relative) the model's amount must be to one written in the text: "$1.5M" read as 1500000. */
const AMOUNT_TOLERANCE = 0.01;

/** The model's amount, if the text writes it in some form: the same currency and value, or the same USD. */
function writtenAmount(text: string, country: string | null, amount: NonNullable<ModelRound['amount']>) {
  const currency = amount.currency.toUpperCase();
  return findAmounts(text, country).find((m) => {
    const close = (a: number, b: number) => Math.abs(a - b) <= AMOUNT_TOLERANCE * Math.max(a, b);
    return (
      (m.currency === currency && close(m.value, amount.value)) ||
      (currency === 'USD' && close(m.usdK * 1000, amount.value))
    );
  });
}

/** The model's customers, if their head noun is a word of the text ("market traders" → "traders"). */
function customersInText(text: string, customers: string): boolean {
  const head = customers
    .trim()
    .split(/\s+/)
    .at(-1)
    ?.toLowerCase()
    .replace(/(?:es|s)$/, '');
  return (
    !!head && head.length >= 3 && new RegExp(`\\b${head.replace(/[^\p{L}\p{N}-]/gu, '')}`, 'iu').test(text)
  );
}

/** Whether the text names the country: by name, demonym or flag, or through a city of it that it names. */
function countryInText(text: string, country: string): boolean {
  const flag = String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
  return (
    text.includes(flag) ||
    findMentions(text).some((m) => m.country === country || m.cities.some((c) => c.country === country))
  );
}

/**
 * The rules check the model's reading field by field: its amount must be written in the text (in some form), its
 * city named there, its country named or the city's, its stage stated or plausible for the amount, its sectors
 * known keys, its customers' noun in the text. A field that passes replaces the rules' value (source 'model'
 * where it differs from theirs); one that fails keeps the rules' value and is listed in `rejected`.
 */
export function checkModelRound(
  input: RoundText,
  rules: TRound,
  model: ModelRound,
): { round: TRound; rejected: Rejection[] } {
  const text = `${input.fundraisingGoal ?? ''}\n${ideaText(input)}`;
  const round: TRound = { ...rules, sources: { ...rules.sources } };
  const rejected: Rejection[] = [];
  const take = (field: string, changed: boolean) => {
    if (changed) round.sources[field] = 'model' satisfies RoundFieldSource;
  };
  const reject = (field: string, value: unknown, reason: string) =>
    rejected.push({ field, value: typeof value === 'string' ? value : JSON.stringify(value), reason });

  // Place first: the country decides shared currency signs ("kr", "¥") when the amount is checked.
  if (model.city) {
    if (textNamesCity(text, model.city)) {
      const city = findCity(model.city, { country: model.country }) ?? findCity(model.city);
      const country = city?.country ?? (model.country && COUNTRY_NAMES[model.country] ? model.country : null);
      take('city', (city?.name ?? model.city) !== rules.city);
      round.city = city?.name ?? model.city;
      if (country) {
        take('country', country !== rules.country);
        take('region', regionOf(country) !== rules.region);
        round.country = country;
        round.region = regionOf(country);
      }
    } else reject('city', model.city, 'the text does not name this city');
  } else if (model.country && model.country !== rules.country) {
    if (COUNTRY_NAMES[model.country] && countryInText(text, model.country)) {
      take('country', true);
      round.country = model.country;
      round.region = regionOf(model.country);
      round.city = null;
      take('region', round.region !== rules.region);
    } else reject('country', model.country, 'the text does not name this country');
  }

  if (model.amount) {
    const written = writtenAmount(text, round.country, model.amount);
    if (written) {
      const amount: TRoundAmount = toRoundAmount(text, written);
      take('amount', amount.value !== rules.amount?.value || amount.currency !== rules.amount?.currency);
      round.amount = amount;
    } else reject('amount', model.amount, 'the text does not write this amount');
  }

  // A stage the rules inferred from their amount follows the amount the model read instead.
  if (round.amount && round.sources.amount === 'model' && rules.sources.stage === 'inferred') {
    round.stage = stageForAmount(round.amount.usd_k);
  }
  if (model.stage && model.stage !== round.stage) {
    const stated = findStages(text).some((s) => s.stage === model.stage && s.context >= 0);
    if (stated || (round.amount && stageFitsAmount(model.stage, round.amount.usd_k))) {
      take('stage', true);
      round.stage = model.stage;
    } else reject('stage', model.stage, 'neither stated in the text nor plausible for the amount');
  }

  const known = model.sectors.filter(isSectorKey);
  for (const key of model.sectors.filter((s) => !isSectorKey(s)))
    reject('sectors', key, 'not a focus-area key');
  if (known.length && known.join() !== rules.sectors.join()) {
    take('sectors', true);
    round.sectors = [...new Set(known)];
  }

  if (model.business_model && model.business_model !== rules.business_model) {
    take('business_model', true);
    round.business_model = model.business_model;
  }

  if (model.customers && model.customers !== rules.customers) {
    if (customersInText(text, model.customers)) {
      take('customers', true);
      round.customers = model.customers.trim();
    } else reject('customers', model.customers, 'the text does not speak of these customers');
  }
  if (round.amount && round.sources.amount === 'model') round.unread_amount = null;
  round.business = checkModelBusiness(text, rules, model, reject);
  return { round, rejected };
}

const wordsOf = (t: string) => t.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/**
 * The model's reading of the business, checked by the rules (issue 34): a product sentence whose words are the
 * founder's (four in five of them in the text), a payer the text speaks of, a buyer kind of the vocabulary, a
 * revenue model. What passes replaces the rules' value (source 'model'); the rest keeps theirs.
 */
function checkModelBusiness(
  text: string,
  rules: TRound,
  model: ModelRound,
  reject: (field: string, value: unknown, reason: string) => void,
): TRound['business'] {
  if (!rules.business) return rules.business;
  const b = { ...rules.business, buyer: { ...rules.business.buyer }, sources: { ...rules.business.sources } };
  const own = new Set(wordsOf(text));
  if (model.product && model.product !== b.product) {
    const words = wordsOf(model.product);
    if (words.length && words.filter((w) => own.has(w)).length / words.length >= 0.8) {
      b.product = model.product.trim();
      b.sources.product = 'model';
    } else reject('product', model.product, 'it is not said in the founder’s words');
  }
  if (model.payer && model.payer !== b.payer) {
    if (customersInText(text, model.payer)) {
      b.payer = model.payer.trim();
      b.sources.payer = 'model';
    } else reject('payer', model.payer, 'the text does not speak of this payer');
  }
  if (model.buyer_industry && model.buyer_industry !== b.buyer.industry) {
    const kind = industryByKey.get(model.buyer_industry);
    if (kind) {
      b.buyer = { industry: kind.key, size: b.buyer.size ?? kind.size, signer: kind.signer };
      b.sources.industry = 'model';
    } else reject('buyer_industry', model.buyer_industry, 'not a buyer kind of the list');
  }
  if (model.revenue_model && model.revenue_model !== b.model) {
    b.model = model.revenue_model;
    b.sources.model = 'model';
  }
  return b;
}
