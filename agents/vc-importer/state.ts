import { StateSchema } from '@langchain/langgraph';
import { z } from 'zod';
import { ZCrawlFailure, ZExtractionRules } from '../../core/contracts/crawls';

/** Which directory to import: the built-in OpenVC recipe, or custom extraction rules. */
const ZImportSource = z.discriminatedUnion('recipe', [
  z.object({ recipe: z.literal('openvc') }),
  z.object({ recipe: z.literal('custom'), rules: ZExtractionRules }),
]);

/** One firm as the directory shows it (tools.ts `RawFirm`). */
const ZRawFirm = z.object({
  name: z.string(),
  website: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  stages: z.array(z.string()).optional(),
  sectors: z.array(z.string()).optional(),
  checkSize: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  url: z.string(),
});

const ZFirmFields = ZRawFirm.omit({ url: true, name: true }).extend({ name: z.string().optional() });

const ZListedFirm = z.object({
  fields: ZFirmFields,
  detailUrl: z.string().nullable(),
  listUrl: z.string(),
});

export type CrawlFailure = z.infer<typeof ZCrawlFailure>;

const inputFields = {
  source: ZImportSource,
  /** Replaces the recipe's start URLs (required for custom rules). */
  startUrls: z.array(z.string()).optional(),
};

export const ImporterInput = new StateSchema(inputFields);

const outputFields = {
  firms: z.array(ZRawFirm).default(() => []),
  /** Pages fetched successfully (list and detail pages). */
  pages: z.number().default(0),
  failures: z.array(ZCrawlFailure).default(() => []),
};

export const ImporterState = new StateSchema({
  ...inputFields,
  ...outputFields,
  rules: ZExtractionRules.optional(),
  start: z.array(z.string()).default(() => []),
  listed: z.array(ZListedFirm).default(() => []),
  /** What each detail page read, by its URL. */
  details: z.record(z.string(), ZFirmFields).default(() => ({})),
  /** The crawl stopped at a page or time cap: no more pages are fetched. */
  stopped: z.boolean().default(false),
});

export const ImporterOutput = new StateSchema(outputFields);
