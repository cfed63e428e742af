import type { BuyerProfile } from '../../core/contracts/recommendations';
import type { TRound } from '../../core/contracts/round';
import type { WriterData } from '../../core/dataset/writer-data';
import type { MeantBuyer } from './buyer-meaning';
import { BROAD_KINDS, type Buyer, buyerFor, buyerPool, SECTOR_INDUSTRIES } from './buyers';
import { founderPlace, nearness, usCompaniesFit } from './founder-place';

/** What the company data is, in the words every note uses. */
const COMPANY_DATA = 'Crunchbase’s October 2013 export of US companies';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The categories a broad buyer's companies are looked for in, from the idea's sectors. */
export function industriesFor(buyer: Buyer, round: TRound): readonly string[] | undefined {
  if (!BROAD_KINDS.has(buyer.kind.key)) return undefined;
  for (const s of round.sectors) if (SECTOR_INDUSTRIES[s]) return SECTOR_INDUSTRIES[s];
  return undefined;
}

/** The buyer of an idea and what to look for, whether or not the data holds any. */
export function describeBuyer(
  data: WriterData,
  idea: { title: string; description: string },
  round: TRound,
  meant?: MeantBuyer | null,
): { buyer: Buyer; profile: BuyerProfile } {
  const buyer = buyerFor(idea, round, meant);
  const { kind } = buyer;
  const place = founderPlace(round);
  const where = place.label
    ? place.city
      ? `in and around ${place.city} first, then elsewhere in ${place.countryName}`
      : `in ${place.countryName} first`
    : 'near you first';
  const who =
    buyer.role === 'channel'
      ? `${capital(kind.label)} that reach ${buyer.words}: they are not the buyer, but they can put ${idea.title} in front of the people who use it`
      : capital(buyer.words);
  const lookFor = kind.people
    ? `Your first users are ${buyer.words}, not companies: recruit a small group ${where}, watch them use ${idea.title} every week, and look for ${kind.signals}.`
    : `${who}, ${where}.`;

  if (kind.people)
    return {
      buyer,
      profile: {
        buyer: buyer.words,
        kind: kind.label,
        role: buyer.role,
        lookFor,
        decides: kind.decides,
        signals: kind.signals,
        dataNote: `Our company data (${COMPANY_DATA}) holds companies, not people, so it lists no design partners for a product used by ${buyer.words}.`,
        inData: { alive: 0, near: 0, closed: 0, acquired: 0 },
      },
    };
  const pool = buyerPool(data, kind, industriesFor(buyer, round));
  const near = pool.alive.filter((p) =>
    ['city', 'metro', 'state'].includes(nearness(place, p.company)),
  ).length;
  const gone = pool.closed + pool.acquired;
  const left = gone
    ? ` (${gone} more ${gone === 1 ? 'is' : 'are'} listed as closed or acquired and left out)`
    : '';
  let dataNote: string;
  if (pool.alive.length === 0)
    dataNote = `Our company data (${COMPANY_DATA}) holds no ${kind.label} that were operating then${left}: look for the profile above instead.`;
  else if (!usCompaniesFit(place, `${idea.title} ${idea.description}`))
    dataNote = `Our company data (${COMPANY_DATA}) holds ${pool.alive.length} ${kind.label} that were operating then, all in the US and none in ${place.countryName}, so it names no design partners for you: look for the profile above ${where}.`;
  else if (place.country && place.country !== 'US')
    dataNote = `Our company data (${COMPANY_DATA}) holds ${pool.alive.length} ${kind.label} that were operating then${left}, none in ${place.countryName}: treat those listed as examples of the profile, and find its like ${where}.`;
  else
    dataNote = `Our company data (${COMPANY_DATA}) holds ${pool.alive.length} ${kind.label} that were operating then${left}, ${near ? `${near} of them` : 'none'} in your area; check each is still in business before you write.`;
  return {
    buyer,
    profile: {
      buyer: buyer.words,
      kind: kind.label,
      role: buyer.role,
      lookFor,
      decides: kind.decides,
      signals: kind.signals,
      dataNote,
      inData: { alive: pool.alive.length, near, closed: pool.closed, acquired: pool.acquired },
    },
  };
}
