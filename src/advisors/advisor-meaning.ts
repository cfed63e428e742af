import type { AdvisoryArea } from '../../core/contracts/vocabulary';
import { cosine } from '../../core/vectors/embedder';

/** Anything that turns texts into vectors of the model the stored ones are of. */
interface Embeds {
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/** What each advisory area helps with, in words: an idea needs the areas whose meaning is close to its own. */
const AREA_MEANINGS: Record<AdvisoryArea, string> = {
  technical: 'building the technology: software engineering, AI and data, infrastructure and hardware',
  product: 'product design and user experience: what to build for users and how they use it',
  marketing: 'marketing and brand: reaching consumers, content, community and audiences',
  sales: 'selling to businesses: enterprise and B2B sales, customers, contracts and procurement',
  fundraising: 'raising money from investors: the pitch, the round, valuation and term sheets',
  finance: 'money matters: pricing, revenue, accounting, payments, lending and banking',
  operations: 'operations: logistics, supply chains, manufacturing, delivery and field work',
  hr: 'hiring and building the team: recruiting, talent, people and payroll',
  legal: 'legal and regulation: compliance, licences, privacy, healthcare and financial rules',
  growth: 'growth: acquiring and keeping users, expanding to new markets, scaling up',
};

/** Texts people leave in a form before they write one: an idea that reads like these says nothing yet. */
const PLACEHOLDERS = [
  'lorem ipsum dolor sit amet',
  'test test asdf qwerty',
  'TODO: write the description later',
  'untitled new idea',
  'placeholder text',
];

/** Vectors that do not change: each area's meaning and the placeholders, embedded once per embedder. */
export class AdvisorMeaning {
  private vectors: Promise<{ areas: Map<string, Float32Array>; placeholders: Float32Array[] }> | null = null;

  constructor(private readonly embedder: Embeds) {}

  private load() {
    this.vectors ??= (async () => {
      const areas = Object.keys(AREA_MEANINGS) as AdvisoryArea[];
      const vectors = await this.embedder.embed([...areas.map((a) => AREA_MEANINGS[a]), ...PLACEHOLDERS]);
      return {
        areas: new Map(areas.map((a, i) => [a, vectors[i]!])),
        placeholders: vectors.slice(areas.length),
      };
    })().catch((err) => {
      this.vectors = null;
      throw err;
    });
    return this.vectors;
  }

  /** Each of `areas` with the closeness (cosine) of its meaning to the idea's vector. */
  async areaCosines(idea: Float32Array, areas: readonly string[]): Promise<Map<string, number>> {
    const v = await this.load();
    return new Map(
      areas.flatMap((a) => (v.areas.has(a) ? [[a, cosine(idea, v.areas.get(a)!)] as const] : [])),
    );
  }

  /** How close the idea's vector is to a placeholder text (its largest cosine to one). */
  async placeholderCosine(idea: Float32Array): Promise<number> {
    const v = await this.load();
    return Math.max(...v.placeholders.map((p) => cosine(idea, p)));
  }
}
