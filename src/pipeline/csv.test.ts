import { describe, expect, it } from 'vitest';
import { isCalendarDate } from '../../core/contracts/pipeline';
import { pipelineCsv, readPipelineCsv } from './csv';

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

  it('reads stages by key or label, money with $ and commas, and reports the first problem of each line', () => {
    const { rows, errors } = readPipelineCsv(
      '\uFEFFName,Stage,Expected_Amount,Next_Follow_Up\nA,due_diligence,"$1,500",\nB,Nope,,\nC,,12.5,\nD,,,2026-02-30\n,,,\n',
    );
    expect(rows.map((r) => [r.name, r.stage, r.expected_amount])).toEqual([['A', 'due_diligence', 1500]]);
    expect(errors).toEqual([
      { line: 3, message: 'stage "Nope" is not a pipeline stage' },
      { line: 4, message: 'expected_amount must be whole dollars' },
      { line: 5, message: 'next_follow_up must be a date (YYYY-MM-DD)' },
      { line: 6, message: 'name is required' },
    ]);
    expect(readPipelineCsv('firm\nX\n').errors).toEqual([
      { line: 1, message: 'The header needs a "name" column' },
    ]);
  });

  it('knows a calendar date', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
  });
});
