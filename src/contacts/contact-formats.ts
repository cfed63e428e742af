import { AppError } from '../domain/app-error';
import type { ContactSource } from './contact.table';
import {
  CELL_LIMITS,
  cleanCell,
  cleanEmail,
  cleanUrl,
  contactKey,
  linkedinProfileKey,
  parseConnectedOn,
} from './contact-cells';

/** A row of a contacts file as it is stored; `key` says which stored contact it is. */
export interface ParsedContact {
  key: string;
  first_name: string;
  last_name: string;
  full_name: string;
  url: string | null;
  email: string | null;
  company: string | null;
  position: string | null;
  connected_on: string | null;
}

interface Format {
  source: ContactSource;
  label: string;
  /** The header's columns this format always has. */
  columns: readonly string[];
  read: (cell: (name: string) => string) => Omit<ParsedContact, 'key' | 'full_name'>;
}

/** LinkedIn's own export ("Connections.csv"), after its lines of notes. */
const LINKEDIN: Format = {
  source: 'linkedin',
  label: "LinkedIn's Connections.csv",
  columns: ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
  read: (cell) => ({
    first_name: cleanCell(cell('First Name'), CELL_LIMITS.name),
    last_name: cleanCell(cell('Last Name'), CELL_LIMITS.name),
    url: cleanUrl(cell('URL')),
    email: cleanEmail(cell('Email Address')),
    company: cleanCell(cell('Company'), CELL_LIMITS.company) || null,
    position: cleanCell(cell('Position'), CELL_LIMITS.position) || null,
    connected_on: parseConnectedOn(cell('Connected On')),
  }),
};

/** A LinkedIn profile among a Google contact's websites, else none (their own site is not a profile). */
function googleProfile(cell: (name: string) => string): string | null {
  for (const n of [1, 2, 3]) {
    const url = cleanUrl(cell(`Website ${n} - Value`).split(/\s*:::\s*/)[0] ?? '');
    if (linkedinProfileKey(url)) return url;
  }
  return null;
}

/** Google Contacts' "Google CSV" export, as it is written since 2022. */
const GOOGLE: Format = {
  source: 'google',
  label: 'a Google Contacts export',
  columns: ['First Name', 'Last Name', 'Organization Name', 'Organization Title', 'E-mail 1 - Value'],
  read: (cell) => ({
    first_name: cleanCell([cell('First Name'), cell('Middle Name')].join(' '), CELL_LIMITS.name),
    last_name: cleanCell(cell('Last Name'), CELL_LIMITS.name),
    url: googleProfile(cell),
    email: cleanEmail(cell('E-mail 1 - Value')),
    company: cleanCell(cell('Organization Name'), CELL_LIMITS.company) || null,
    position: cleanCell(cell('Organization Title'), CELL_LIMITS.position) || null,
    connected_on: null,
  }),
};

/** The same export as Google wrote it before 2022 ("Given Name", "Organization 1 - Name"). */
const GOOGLE_LEGACY: Format = {
  source: 'google',
  label: 'a Google Contacts export',
  columns: ['Name', 'Given Name', 'Family Name', 'Organization 1 - Name', 'Organization 1 - Title'],
  read: (cell) => {
    const given = cleanCell(cell('Given Name'), CELL_LIMITS.name);
    const family = cleanCell(cell('Family Name'), CELL_LIMITS.name);
    return {
      first_name: given || (family ? '' : cleanCell(cell('Name'), CELL_LIMITS.name)),
      last_name: family,
      url: googleProfile(cell),
      email: cleanEmail(cell('E-mail 1 - Value')),
      company: cleanCell(cell('Organization 1 - Name'), CELL_LIMITS.company) || null,
      position: cleanCell(cell('Organization 1 - Title'), CELL_LIMITS.position) || null,
      connected_on: null,
    };
  },
};

const FORMATS = [LINKEDIN, GOOGLE, GOOGLE_LEGACY] as const;

/** LinkedIn writes a few lines of notes before its header; a header further down than this is not one. */
export const HEADER_SEARCH_RECORDS = 10;

export interface ContactHeader {
  source: ContactSource;
  /** Reads one record of the file into a contact, or says why it is skipped. */
  read: (record: readonly string[]) => ParsedContact | { skip: string };
}

const norm = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The format a record is the header of, with its reader; null when it is the header of none. */
export function headerOf(record: readonly string[]): ContactHeader | null {
  const index = new Map(record.map((cell, i) => [norm(cell), i] as const));
  const format = FORMATS.find((f) => f.columns.every((c) => index.has(norm(c))));
  if (!format) return null;
  return {
    source: format.source,
    read: (row) => {
      const cell = (name: string) => {
        const i = index.get(norm(name));
        return i === undefined ? '' : (row[i] ?? '');
      };
      const fields = format.read(cell);
      const full_name = [fields.first_name, fields.last_name].filter(Boolean).join(' ');
      if (!full_name) return { skip: 'no name' };
      const key = contactKey({ fullName: full_name, ...fields });
      if (!key) return { skip: 'no name' };
      return { key, full_name, ...fields };
    },
  };
}

/**
 * The refusal of a file that is neither format: it names the columns it lacks of the format it comes closest to,
 * read from the record of its first lines that looks most like a header.
 */
export function notAContactsFile(records: readonly (readonly string[])[]): AppError {
  const missingOf = (format: Format) => {
    let best: string[] | null = null;
    for (const record of records.length ? records : [[]]) {
      const have = new Set(record.map(norm));
      const missing = format.columns.filter((c) => !have.has(norm(c)));
      if (!best || missing.length < best.length) best = missing;
    }
    return best!;
  };
  const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');
  const ranked = FORMATS.map((format) => ({ format, missing: missingOf(format) })).sort(
    (a, b) => a.missing.length / a.format.columns.length - b.missing.length / b.format.columns.length,
  );
  const closest = ranked[0]!;
  // A file that shares a column or none with every format is compared with both exports, the lacking columns named.
  const message =
    closest.format.columns.length - closest.missing.length >= 2
      ? `Compared with ${closest.format.label}, it lacks the column${closest.missing.length === 1 ? '' : 's'} ${quoted(closest.missing)}.`
      : `It lacks the columns of LinkedIn's export (${quoted(missingOf(LINKEDIN))}) and those of a Google Contacts export (${quoted(missingOf(GOOGLE))}).`;
  return new AppError(
    'bad_request',
    `file: this is not LinkedIn's Connections.csv or a Google Contacts CSV. ${message} Nothing was imported.`,
    'file',
  );
}
