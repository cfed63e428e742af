import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/app-error';
import { cleanCell, contactKey, parseConnectedOn } from './contact-cells';
import { type ContactLine, openContactsFile } from './read-contacts-csv';

/** LinkedIn's export as it writes it: notes, a quoted paragraph, a blank line, then the header. */
const LINKEDIN = `Notes:
"When exporting your connection data, you may notice that some of the email addresses are missing. You will only see email addresses for connections who have allowed their connections to see or download their email address using this setting https://www.linkedin.com/psettings/privacy/email. You can learn more about this here https://www.linkedin.com/help/linkedin/answer/261"

First Name,Last Name,URL,Email Address,Company,Position,Connected On
Anna,Schmidt,https://www.linkedin.com/in/anna-schmidt-4a1b2c,,Earlybird Venture Capital,Partner,14 Mar 2021
Max,Weber,https://www.linkedin.com/in/maxweber,max@parcelpath.example,Parcelpath,"Co-founder, CEO",02 Jan 2019
,,https://www.linkedin.com/in/nobody,,Acme,,01 Feb 2020
`;

const GOOGLE = `First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Website 1 - Label,Website 1 - Value
Grace,,Hopper,,,,,,,,Nordic Freight Lines,Head of Operations,,,,,* myContacts,* Work,grace@nordicfreight.example ::: grace@home.example,Mobile,+1 555 0100,Profile,https://www.linkedin.com/in/ghopper
`;

async function readAll(text: string) {
  const file = await openContactsFile(Readable.from([Buffer.from(text)]));
  const rows: ContactLine[] = [];
  for await (const row of file.rows) rows.push(row);
  return { source: file.header.source, rows };
}

describe('reading contacts files', () => {
  it("reads LinkedIn's Connections.csv after its notes, with its dates, and skips a row without a name", async () => {
    const { source, rows } = await readAll(LINKEDIN);
    expect(source).toBe('linkedin');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      contact: {
        full_name: 'Anna Schmidt',
        company: 'Earlybird Venture Capital',
        position: 'Partner',
        email: null,
        connected_on: '2021-03-14',
        key: 'url:linkedin.com/in/anna-schmidt-4a1b2c',
      },
    });
    expect(rows[1]).toMatchObject({
      contact: { position: 'Co-founder, CEO', email: 'max@parcelpath.example' },
    });
    expect(rows[2]).toEqual({ line: 7, skip: 'no name' });
  });

  it('reads a Google Contacts export: organisation, title, the first e-mail and a LinkedIn website', async () => {
    const { source, rows } = await readAll(GOOGLE);
    expect(source).toBe('google');
    expect(rows[0]).toMatchObject({
      contact: {
        full_name: 'Grace Hopper',
        company: 'Nordic Freight Lines',
        position: 'Head of Operations',
        email: 'grace@nordicfreight.example',
        url: 'https://www.linkedin.com/in/ghopper',
        connected_on: null,
      },
    });
  });

  it('refuses a file of another format, naming the columns it lacks', async () => {
    const err = await readAll('Name,Email,Phone\nAda,ada@example.com,1\n').catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.field).toBe('file');
    expect(err.message).toMatch(/lacks the columns/);
    const linkedinLike = await readAll('First Name,Last Name,URL,Company\nA,B,,C\n').catch((e) => e);
    expect(linkedinLike.message).toContain('"Email Address", "Position", "Connected On"');
    expect(linkedinLike.message).toContain("LinkedIn's Connections.csv");
  });

  it('keeps hostile cells as plain text: no NUL, no formula prefix, no script link', async () => {
    const text = `First Name,Last Name,URL,Email Address,Company,Position,Connected On
"=HYPERLINK(""http://evil.example"",""x"")",Null\u0000Byte,javascript:alert(1),,@SUM(1+1),+cmd|' /C calc'!A0,99 Foo 2021
`;
    const { rows } = await readAll(text);
    const row = rows[0] as Extract<ContactLine, { contact: unknown }>;
    expect(row.contact.first_name).toBe('HYPERLINK("http://evil.example","x")');
    expect(row.contact.last_name).toBe('NullByte');
    expect(row.contact.url).toBeNull();
    expect(row.contact.company).toBe('SUM(1+1)');
    expect(row.contact.position).toBe("cmd|' /C calc'!A0");
    expect(row.contact.connected_on).toBeNull();
  });
});

describe('contact cells', () => {
  it('reads LinkedIn dates and nothing else', () => {
    expect(parseConnectedOn('14 Mar 2021')).toBe('2021-03-14');
    expect(parseConnectedOn('2 Jan 2019')).toBe('2019-01-02');
    expect(parseConnectedOn('31 Feb 2021')).toBeNull();
    expect(parseConnectedOn('yesterday')).toBeNull();
  });

  it('keys a contact by profile, then e-mail, then name and company', () => {
    const base = { fullName: 'Anna Schmidt', url: null, email: null, company: 'Earlybird GmbH' };
    expect(contactKey({ ...base, url: 'https://de.linkedin.com/in/Anna-Schmidt/' })).toBe(
      'url:linkedin.com/in/anna-schmidt',
    );
    expect(contactKey({ ...base, email: 'anna@earlybird.example' })).toBe('email:anna@earlybird.example');
    expect(contactKey(base)).toBe(contactKey({ ...base, company: 'Earlybird' }));
    expect(cleanCell(' +1 ', 10)).toBe('+1');
  });
});
