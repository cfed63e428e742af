import type { BuyerKind } from './buyer-kind';

/**
 * Buyers the business reading of issue 34 names that the first kinds folded into others: a warehouse robot's 3PLs
 * are not "carriers, fleets and shippers", a carbon API's forwarders do not run dispatch, an employee benefit is
 * bought by employers. Their keys are core's buyer industries (core/business/buyer-industries.ts).
 */
export const OPERATIONS_KINDS: readonly BuyerKind[] = [
  {
    key: 'warehouses',
    label: 'warehouse operators and third-party logistics (3PL) providers',
    says: /\b(?:3pls?|third[\s-]party logistics|warehous\w*|fulfil+ment (?:centres?|centers?|companies|providers?)|distribution (?:centres?|centers?))\b/i,
    // "Logistics" names a 3PL only outside transport and software (where it is a carrier, a broker or a vendor).
    name: /\b(?:warehous\w*|fulfil+ment|3pl|distribution cent(?:er|re)s?|logistics)\b/i,
    nameIn: ['other', null],
    work: 'picking, packing and moving stock through the warehouse',
    decides: 'the head of warehouse operations',
    signals: 'a warehouse short of pickers at peak, paying overtime or agency staff',
  },
  {
    key: 'freight-forwarders',
    label: 'freight forwarders and customs brokers',
    says: /\b(?:freight forwarders?|forwarders?|customs brokers?|forwarding (?:companies|firms))\b/i,
    name: /\b(?:forwarding|forwarders?|customs|cargo)\b/i,
    nameIn: ['transportation', 'other', null],
    work: 'shipments, customs files and client reports on cost and emissions',
    decides: 'the managing director or the head of operations',
    signals: 'shippers asking them for emissions or landed-cost figures they compile by hand',
  },
  {
    key: 'employers',
    label: 'employers buying benefits or tools for their staff',
    says: /\b(?:employers?|hr (?:teams?|leaders?|departments?)|people teams?|employee benefits?)\b/i,
    categories: [
      'consulting',
      'public_relations',
      'legal',
      'design',
      'real_estate',
      'hospitality',
      'advertising',
    ],
    maxFunding: 50e6,
    work: 'staff benefits, health cover and what their people use every day',
    decides: 'the head of people (HR) or the CFO',
    signals: 'a growing team whose health cover is expensive or little used',
  },
];
