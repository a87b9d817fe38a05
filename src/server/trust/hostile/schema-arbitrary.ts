import fc from 'fast-check';

/** The subset of JSON Schema the routes' OpenAPI document uses (zod's JSON Schema output). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

/** The ids a uuid field named `field` may take: real ones of the organization, mostly. */
export type IdSource = (field: string) => fc.Arbitrary<string>;

const DATE_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;
const DAY_MS = 86_400_000;
// Dates near today reach the handlers' real paths (this week, this year); the rest are edges.
const NOW = Date.UTC(2026, 0, 15);
const nearDate = fc
  .integer({ min: -400, max: 400 })
  .map((days) => new Date(NOW + days * DAY_MS).toISOString().slice(0, 10));
// 2026-01-12 is a Monday: weeks start on one.
const monday = fc
  .integer({ min: -30, max: 30 })
  .map((weeks) => new Date(Date.UTC(2026, 0, 12) + weeks * 7 * DAY_MS).toISOString().slice(0, 10));
const anyDate = fc
  .date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dateTime = fc
  .integer({ min: -400 * 24, max: 400 * 24 })
  .map((hours) => new Date(NOW + hours * 3_600_000).toISOString());

const text = (minLength: number, maxLength: number) => {
  // Limits in megabytes (file contents) are tried by the dedicated suites, not 10,000 times.
  const atLimit = Math.min(maxLength, 100_000);
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40) }) },
    {
      weight: 1,
      arbitrary: fc
        .string({ minLength, maxLength: Math.min(maxLength, 40), unit: 'grapheme' })
        .filter((s) => s.length <= maxLength),
    },
    // At the limit (generated char by char: long limits are filled by repeating a short text).
    {
      weight: 1,
      arbitrary: fc
        .string({ minLength: 1, maxLength: 20 })
        .map((s) => s.repeat(Math.ceil(atLimit / s.length)).slice(0, atLimit)),
    },
  );
};

function stringOf(schema: JsonSchema, field: string, ids: IdSource): fc.Arbitrary<string> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as string[]));
  if (schema.format === 'uuid') return ids(field);
  if (schema.format === 'email')
    return fc
      .tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.integer({ min: 0, max: 1e6 }))
      .map(([name, n]) => `${name}.${n}@example.com`);
  if (schema.format === 'date-time') return dateTime;
  if (schema.pattern === DATE_PATTERN && (field === 'weekStart' || field === 'start'))
    return fc.oneof({ weight: 6, arbitrary: monday }, { weight: 1, arbitrary: nearDate });
  if (field === 'duration' && !schema.pattern)
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom('2:30', '1.5', '8', '0:15', '90m', '1h 30m', '', '0'),
      },
      { weight: 1, arbitrary: text(schema.minLength ?? 0, schema.maxLength ?? 20) },
    );
  if (schema.pattern === DATE_PATTERN)
    return fc.oneof(
      { weight: 6, arbitrary: nearDate },
      { weight: 1, arbitrary: anyDate },
      { weight: 1, arbitrary: fc.stringMatching(new RegExp(DATE_PATTERN)) },
    );
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  return text(schema.minLength ?? 0, schema.maxLength ?? 200);
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9;
  const valid = (n: number) =>
    (schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum) &&
    (schema.exclusiveMaximum === undefined || n < schema.exclusiveMaximum);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) }).filter(valid);
  return fc
    .oneof(
      fc.integer({ min: Math.ceil(min), max: Math.min(Math.floor(max), 1000) }),
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom(min, max),
    )
    .filter(valid);
}

/**
 * An arbitrary of values `schema` describes, uuids taken from `ids` by their field's name, so
 * that most generated requests are valid enough to reach the handler behind the validation.
 */
export function arbitraryOf(schema: JsonSchema, ids: IdSource, field = ''): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryOf(s, ids, field)));
  if (schema.allOf)
    return arbitraryOf(Object.assign({}, ...schema.allOf) as JsonSchema, ids, field);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringOf(schema, field, ids);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryOf(schema.items ?? {}, ids, field), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = arbitraryOf(property, ids, name);
      return fc.record(record, { requiredKeys: schema.required ?? [] });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}
