import type { TExtractionRules } from '../../core/contracts/crawls';

export interface DirectoryRecipe {
  /** Where the crawl starts: the directory's first list page(s). */
  startUrls: string[];
  rules: TExtractionRules;
}

/**
 * The built-in OpenVC recipe: investor cards on paginated list pages (name, location, stage tags, check size, a
 * link to the profile), and the investor profile (website, location, stages, sectors, check size, thesis).
 * The selectors follow the card and profile markup of tests/fixtures/sites/pages.ts, which stands for OpenVC's;
 * when OpenVC changes its markup, change them here and in the fixture together. The importer's request may replace
 * the start URLs (the fixture's `/directory?page=1` in tests).
 */
export const OPENVC_RECIPE: DirectoryRecipe = {
  startUrls: ['https://www.openvc.app/investor-lists'],
  rules: {
    list: {
      item: '.investor-card',
      detailLink: 'a.investor-card__link@href',
      fields: {
        name: '.investor-card__name',
        location: '.investor-card__location',
        stages: '.investor-card__stages .tag',
        checkSize: '.investor-card__check-size',
      },
      nextPage: 'a.pagination__next[rel="next"], link[rel="next"]@href',
    },
    detail: {
      fields: {
        name: '.investor-profile__name',
        website: 'a.investor-profile__website@href',
        location: '.investor-profile__location',
        stages: '.investor-profile__stages .tag',
        sectors: '.investor-profile__sectors .tag',
        checkSize: '.investor-profile__check-size',
        description: '.investor-profile__thesis p',
      },
    },
  },
};
