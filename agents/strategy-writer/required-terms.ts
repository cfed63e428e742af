/**
 * The names of regulators, regimes and standards a regulated plan's milestones hold ("FDA", "IVDR", "ISO 13485",
 * "KYC"): a model's rewrite must keep each, so no regulatory milestone is lost on the way.
 */
const TERMS =
  /\b(?:FDA|CLIA|IRB|IND|CTA|EMA|MHRA|UKCA|CE|IVDR|MDR|ISO \d+|GLP|CMC|HIPAA|GDPR|COPPA|FERPA|KYC|FCA|RBI|CBN|CBK|MAS|OJK|BSP|CNBV|AUSTRAC|AFSL|MiCA|FinCEN|SOC 2|FCC|UL|UN 38\.3|MGA)\b/g;

export function requiredTerms(milestones: readonly string[]): string[] {
  return [...new Set(milestones.flatMap((m) => m.match(TERMS) ?? []))];
}
