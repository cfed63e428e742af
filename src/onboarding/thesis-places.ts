import { countryCode } from '../../core/geo/countries';
import { findCity } from '../../core/geo/gazetteer';
import { AppError } from '../domain/app-error';

/**
 * The cities of an investor's thesis as typed ("NYC", "Bangalore", "Cambridge, UK") read against the gazetteer and
 * kept in one spelling with their country ("New York, US"), so deal flow can match them to founders' cities. A city
 * the gazetteer does not know is refused by name rather than kept to match nothing.
 */
export function resolveThesisCities(typed: readonly string[]): string[] {
  const out: string[] = [];
  for (const entry of typed) {
    const comma = entry.lastIndexOf(',');
    const name = (comma > 0 ? entry.slice(0, comma) : entry).trim();
    const where = comma > 0 ? entry.slice(comma + 1).trim() : '';
    const country = where ? countryCode(where) : null;
    const city = findCity(
      name,
      country ? { country } : where.length === 2 ? { state: where.toUpperCase() } : {},
    );
    if (!city)
      throw new AppError(
        'bad_request',
        `We do not know the city “${entry}”: check its spelling, or add its country (“Cambridge, UK”)`,
        'cities',
      );
    const kept = `${city.name}, ${city.country}`;
    if (!out.includes(kept)) out.push(kept);
  }
  return out;
}
