import { EMPTY_BUSINESS, type TBusiness, type TBusinessEdit } from '../contracts/business';
import { industryByKey, industryIn } from './buyer-industries';

/** The founder's corrections of the business reading: each field given is theirs (source "founder"). */
export function applyBusinessEdit(current: TBusiness | null | undefined, edit: TBusinessEdit): TBusiness {
  const base = current ?? EMPTY_BUSINESS;
  const next: TBusiness = { ...base, buyer: { ...base.buyer }, sources: { ...base.sources } };
  const mark = (field: string) => {
    next.sources[field] = 'founder';
  };
  if (edit.product !== undefined) {
    next.product = edit.product || null;
    mark('product');
  }
  if (edit.payer !== undefined) {
    next.payer = edit.payer || null;
    mark('payer');
    // A payer the founder names decides the buyer's kind, unless they chose the industry too.
    const kind = industryIn(next.payer);
    if (edit.industry === undefined && kind) {
      next.buyer = { industry: kind.key, size: next.buyer.size ?? kind.size, signer: kind.signer };
      mark('industry');
    }
  }
  if (edit.user !== undefined) {
    next.user = edit.user || null;
    mark('user');
  }
  if (edit.industry !== undefined) {
    const kind = edit.industry ? (industryByKey.get(edit.industry) ?? industryIn(edit.industry)) : null;
    next.buyer = {
      industry: kind?.key ?? (edit.industry || null),
      size: next.buyer.size ?? kind?.size ?? null,
      signer: edit.signer === undefined ? (kind?.signer ?? next.buyer.signer) : next.buyer.signer,
    };
    mark('industry');
  }
  if (edit.size !== undefined) {
    next.buyer.size = edit.size;
    mark('size');
  }
  if (edit.signer !== undefined) {
    next.buyer.signer = edit.signer || null;
    mark('signer');
  }
  if (edit.model !== undefined) {
    next.model = edit.model;
    mark('model');
  }
  if (edit.markets !== undefined) {
    next.markets = [...new Set(edit.markets)];
    mark('markets');
  }
  return next;
}

const BUSINESS_FIELDS: Record<string, (to: TBusiness, from: TBusiness) => void> = {
  product: (t, f) => (t.product = f.product),
  payer: (t, f) => (t.payer = f.payer),
  user: (t, f) => (t.user = f.user),
  industry: (t, f) => (t.buyer = { ...t.buyer, industry: f.buyer.industry }),
  size: (t, f) => (t.buyer = { ...t.buyer, size: f.buyer.size }),
  signer: (t, f) => (t.buyer = { ...t.buyer, signer: f.buyer.signer }),
  model: (t, f) => (t.model = f.model),
  markets: (t, f) => (t.markets = f.markets),
};

/** A new reading of the business with every field the founder corrected kept: the next analysis uses them. */
export function keepFounderBusiness(
  read: TBusiness | null | undefined,
  current: TBusiness | null | undefined,
) {
  if (!current) return read ?? null;
  const next: TBusiness = {
    ...(read ?? EMPTY_BUSINESS),
    buyer: { ...(read ?? EMPTY_BUSINESS).buyer },
    sources: { ...(read?.sources ?? {}) },
  };
  for (const [field, copy] of Object.entries(BUSINESS_FIELDS)) {
    if (current.sources[field] !== 'founder') continue;
    copy(next, current);
    next.sources[field] = 'founder';
  }
  return next;
}
