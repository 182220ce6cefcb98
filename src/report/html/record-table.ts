// Records of one shape written as a header and rows, so each field's name is written once rather than once
// per record: the report lists thousands of pairs. to-html-payload.ts packs them; the page unpacks them.

/** `fields` names the columns; `rows[i][j]` is record i's value of `fields[j]`. */
export interface RecordTable<T> {
  readonly fields: readonly (keyof T & string)[];
  readonly rows: readonly (readonly T[keyof T][])[];
}

/**
 * Packs records that all have the same fields (the type admits no optional ones); the first record's fields,
 * in its order, name the columns.
 */
export function toRecordTable<T extends Required<T>>(records: readonly T[]): RecordTable<T> {
  const first = records[0];
  const fields = first === undefined ? [] : fieldsOf(first);
  return { fields, rows: records.map((record) => fields.map((field) => record[field])) };
}

/** The records `toRecordTable` packed, each with every field of the table. */
export function fromRecordTable<T extends Required<T>>(table: RecordTable<T>): T[] {
  return table.rows.map((row) => {
    const record: Partial<T> = {};
    table.fields.forEach((field, column) => {
      record[field] = row[column];
    });
    return record as T;
  });
}

function fieldsOf<T extends object>(record: T): (keyof T & string)[] {
  return Object.keys(record) as (keyof T & string)[];
}
