import { DESCRIPTOR_WORDS } from '../../dataset/entity-resolution';

/** What kind of investor one is, whatever its deals: who joins a company's first round depends on it. */
export interface InvestorKind {
  type: 'angel' | 'accelerator' | 'vc' | 'institutional' | null;
  /** A person's name ("Ron Conway", "Esther Dyson"), not a firm's. */
  person: boolean;
}

const FIRM_WORDS = new RegExp(
  `\\b(${[
    ...DESCRIPTOR_WORDS,
    'angels?',
    'labs?',
    'llc',
    'inc',
    'ltd',
    'corp',
    'bank',
    'trust',
    'foundation',
    'network',
    'accelerator',
    'incubator',
    'studios?',
    'associates',
    'equity',
    'advisors',
    'technologies',
    'media',
    'systems',
  ]
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\b`,
  'i',
);
const PERSON_NAME = /^[A-Z][a-z'’-]+(?: [A-Z]\.?)?(?: (?:van |de |von )?[A-Z][A-Za-z'’-]+){1,2}$/;

export function kindOf(inv: { name: string; firm_type: string | null }): InvestorKind {
  const t = inv.firm_type;
  const type =
    t === 'angel' || t === 'accelerator' || t === 'vc'
      ? t
      : t === 'pe' || t === 'cvc' || t === 'family-office' || t === 'other'
        ? 'institutional'
        : null;
  const person = (t === null || t === 'angel') && PERSON_NAME.test(inv.name) && !FIRM_WORDS.test(inv.name);
  return { type, person };
}

export function kindsOf(investors: Iterable<{ id: string; name: string; firm_type: string | null }>) {
  return new Map([...investors].map((i) => [i.id, kindOf(i)] as const));
}
