import type { FirmType } from './records';

/**
 * Crunchbase has no investor type, so one is inferred only where the name says it ("Tech Coast Angels",
 * "Seedcamp", "XAnge Private Equity", "Battery Ventures"); otherwise null. Other sources' types take precedence.
 */
// Accelerators that Crunchbase lists without a profile of theirs to say so (500 Startups runs batches, as Y
// Combinator does): a founder past seed should not be sent to them.
const ACCELERATOR_NAME =
  /accelerator|incubator|seedcamp|techstars|y ?combinator|500 ?startups|angelpad|dreamit|excelerate labs|launchpad la|i\/o ventures|imagine k12|kicklabs|start-?up chile|alphalab|brandery|blueprint health|healthbox|startx|tech wildcatters|capital factory|the iron yard|nyc seedstart|amplify\.la|rockhealth|rock health/i;

export function firmTypeFromName(name: string): FirmType | null {
  if (/\bangels?\b/i.test(name)) return 'angel';
  if (ACCELERATOR_NAME.test(name)) return 'accelerator';
  if (/private equity|buyout/i.test(name)) return 'pe';
  if (/family office/i.test(name)) return 'family-office';
  if (/\bventures?\b|\bvc\b/i.test(name)) return 'vc';
  return null;
}
