// Validates a JSON report against its schema in schema/ (draft-07), for tests. Test-only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';

const ajv = new Ajv({ allErrors: true, strict: false });

/** The problems of `document` against schema/<name>.schema.json, as "path: message" lines; [] when valid. */
export function schemaProblems(name: string, document: unknown): string[] {
  const schema = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../schema', `${name}.schema.json`), 'utf8'),
  ) as object;
  const validate = ajv.getSchema((schema as { $id: string }).$id) ?? ajv.compile(schema);
  if (validate(document)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? ''}`);
}
