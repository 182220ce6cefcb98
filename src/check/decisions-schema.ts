// The rules of a decisions file, as a JSON Schema (draft-07): the one source parse-decisions.ts validates
// against. schema/decisions.schema.json is this object as a file, for editors; a test keeps the two equal.

const record = {
  note: { type: 'string', minLength: 1, description: 'Why: what staff saw or were told.' },
  by: { type: 'string', minLength: 1, description: 'Who decided.' },
  at: {
    type: 'string',
    pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$',
    description: 'When: a date (2026-11-24) or a date and time.',
  },
} as const;

const place = {
  type: 'string',
  pattern: '^.+:[1-9][0-9]*-[1-9][0-9]*$',
  description: 'A file and its lines as reports show them: path:start-end (1-based, both included).',
} as const;

export const DECISIONS_SCHEMA = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://github.com/codewinnow/codewinnow/schema/decisions.schema.json',
  title: 'codewinnow decisions',
  description:
    'Staff decisions about pairs of submissions: groups that may share code, and per-pair decisions. Submissions are named as the reports name them.',
  type: 'object',
  additionalProperties: false,
  required: ['version'],
  properties: {
    version: { const: 1, description: 'The format version of this file.' },
    groups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['members', 'note'],
        properties: {
          members: {
            type: 'array',
            minItems: 2,
            uniqueItems: true,
            items: { type: 'string', minLength: 1 },
          },
          ...record,
        },
      },
    },
    pairs: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['a', 'b', 'decision', 'note'],
        properties: {
          a: { type: 'string', minLength: 1 },
          b: { type: 'string', minLength: 1 },
          decision: { enum: ['allowed', 'dismissed', 'confirmed'] },
          ...record,
          evidence: {
            type: 'array',
            description: 'The fragments the pair was dismissed at; a fragment overlapping none lifts it.',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['a', 'b'],
              properties: { a: place, b: place },
            },
          },
        },
        if: { properties: { decision: { const: 'dismissed' } } },
        then: { required: ['evidence'] },
        else: { not: { required: ['evidence'] } },
      },
    },
  },
} as const;
