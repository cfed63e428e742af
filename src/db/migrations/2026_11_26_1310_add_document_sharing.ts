import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Documents are private unless their founder shares them with the advisors and investors who read the idea
// (issue 19): every entry of ideas.documents says so, false for all that exist. The app also treats an entry
// without the flag as not shared, so a row this misses (written by an older server during the deploy) stays private.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    update ideas set documents = (
      select coalesce(jsonb_agg(case when d ? 'shared' then d else d || '{"shared": false}'::jsonb end
                                order by ord), '[]'::jsonb)
      from jsonb_array_elements(documents) with ordinality as e(d, ord)
    )
    where jsonb_array_length(documents) > 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    update ideas set documents = (
      select coalesce(jsonb_agg(d - 'shared' order by ord), '[]'::jsonb)
      from jsonb_array_elements(documents) with ordinality as e(d, ord)
    )
    where jsonb_array_length(documents) > 0`.execute(db);
}
