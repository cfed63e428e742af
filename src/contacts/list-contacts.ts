import type { TContact, TContactImport, TContactsPage, TContactsQuery } from '../../core/contracts/contacts';
import type { Db } from '../db/connect';
import { searchContacts } from './contact.repository';
import type { ContactImportRow, ContactRow } from './contact.table';
import { findLatestImport } from './contact-import.repository';

function toContact(r: ContactRow): TContact {
  return {
    id: r.id,
    full_name: r.full_name,
    first_name: r.first_name,
    last_name: r.last_name,
    company: r.company,
    position: r.position,
    url: r.url,
    email: r.email,
    connected_on: r.connected_on,
    source: r.source,
  };
}

function toContactImport(r: ContactImportRow): TContactImport {
  return {
    id: r.id,
    format: r.format,
    status: r.status,
    bytes_total: r.bytes_total === null ? null : Number(r.bytes_total),
    bytes_read: Number(r.bytes_read),
    rows_read: r.rows_read,
    added: r.added,
    updated: r.updated,
    skipped: r.skipped,
    skipped_lines: r.skipped_lines,
    error: r.error,
    started_at: r.started_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  };
}

/** A page of the founder's own contacts, by name, found by words of name, company or position. */
export async function listContacts(db: Db, userId: string, query: TContactsQuery): Promise<TContactsPage> {
  const [rows, total] = await searchContacts(db, userId, query.q, query.limit, query.offset);
  return { contacts: rows.map(toContact), total };
}

export async function latestImport(db: Db, userId: string): Promise<TContactImport | null> {
  const row = await findLatestImport(db, userId);
  return row ? toContactImport(row) : null;
}
