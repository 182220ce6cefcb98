import { describe, expect, it } from 'vitest';
import { fromRecordTable, toRecordTable } from '../../src/report/html/record-table.js';

interface Row {
  readonly a: number;
  readonly name: string;
  readonly flagged: boolean;
}

describe('record tables', () => {
  const rows: Row[] = [
    { a: 1, name: 'x', flagged: true },
    { a: 2, name: 'y</script>', flagged: false },
  ];

  it('write each field name once, then the values in that order', () => {
    expect(toRecordTable(rows)).toEqual({
      fields: ['a', 'name', 'flagged'],
      rows: [
        [1, 'x', true],
        [2, 'y</script>', false],
      ],
    });
  });

  it('read back the same records, through JSON too', () => {
    expect(fromRecordTable(toRecordTable(rows))).toEqual(rows);
    expect(fromRecordTable<Row>(JSON.parse(JSON.stringify(toRecordTable(rows))))).toEqual(rows);
  });

  it('take each record by field name, whatever order its fields were written in', () => {
    const mixed: Row[] = [rows[0]!, { flagged: false, name: 'z', a: 3 }];
    expect(fromRecordTable(toRecordTable(mixed))).toEqual(mixed);
  });

  it('hold no rows and no fields for no records', () => {
    expect(toRecordTable<Row>([])).toEqual({ fields: [], rows: [] });
    expect(fromRecordTable<Row>({ fields: [], rows: [] })).toEqual([]);
  });
});
