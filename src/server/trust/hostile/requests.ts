import fc from 'fast-check';
import type { IdKind, SeededOrganization } from './fixture';
import {
  badPathSegments,
  extraFields,
  hostileValue,
  rawBodies,
  wrongContentTypes,
} from './hostile-values';
import type { Operation } from './operations';
import { arbitraryOf, type IdSource, type JsonSchema } from './schema-arbitrary';

/** One request as app.inject takes it, and whether it was built to be refused. */
export type HostileRequest = {
  method: Operation['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer | object;
  mutation: string;
};

const ID_KIND_BY_FIELD: Record<string, IdKind> = {
  customerId: 'customers',
  parentCustomerId: 'customers',
  programId: 'programs',
  projectId: 'projects',
  activityId: 'activities',
  lineId: 'lines',
  entryId: 'entries',
  milestoneId: 'milestones',
  attachmentId: 'attachments',
  userId: 'people',
  resourceId: 'people',
  projectManagerId: 'projectManagers',
  pmHeadId: 'pmHeads',
  resourceManagerId: 'resourceManagers',
};
const ID_KIND_BY_SEGMENT: Record<string, IdKind> = {
  customers: 'customers',
  programs: 'programs',
  projects: 'projects',
  'change-requests': 'changeRequests',
  notifications: 'notifications',
  sessions: 'sessions',
  timesheets: 'timesheets',
};

/** Real ids of the organization for a field, mostly; now and then any uuid. */
export function idSource(org: SeededOrganization): IdSource {
  const all = Object.values(org.ids).flat();
  return (field) => {
    const kind = ID_KIND_BY_FIELD[field];
    const own = kind ? org.ids[kind] : all;
    const pool = own.length > 0 ? own : all;
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...pool) },
      { weight: 1, arbitrary: fc.constantFrom(...all) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  };
}

function pathParamSource(op: Operation, param: string, ids: IdSource): fc.Arbitrary<string> {
  if (param !== 'id') return ids(param);
  const segment = op.path.split('/{id}')[0]!.split('/').pop()!;
  const kind = ID_KIND_BY_SEGMENT[segment];
  return kind ? ids(`__${kind}`) : ids('');
}

/** An IdSource that also understands `__<kind>` (the `id` path parameter of that kind). */
function withKinds(org: SeededOrganization, base: IdSource): IdSource {
  const all = Object.values(org.ids).flat();
  return (field) => {
    if (!field.startsWith('__')) return base(field);
    const pool = org.ids[field.slice(2) as IdKind];
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...(pool.length > 0 ? pool : all)) },
      { weight: 1, arbitrary: fc.constantFrom(...all) },
      { weight: 1, arbitrary: fc.uuid() },
    );
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function headersFor(method: string, cookie: string): Record<string, string> {
  return STATE_CHANGING.has(method) ? { cookie, origin: 'http://localhost:3000' } : { cookie };
}

/** Percent-encodes any string, lone surrogates included (as UTF-8 of U+FFFD). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

function buildUrl(path: string, params: Record<string, string>, query: [string, string][]) {
  let url = path;
  for (const [name, value] of Object.entries(params))
    url = url.replace(
      `{${name}}`,
      /%[0-9a-f]{2}|^\.\.$/i.test(value) ? value : encodeURIComponent(value),
    );
  if (query.length === 0) return url;
  return `${url}?${query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`;
}

const asQueryValue = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

type Parts = {
  params: Record<string, string>;
  query: [string, string][];
  body: unknown;
};

/** Arbitrary request parts a schema-reading client would send: valid enough to be handled. */
function validParts(op: Operation, ids: IdSource): fc.Arbitrary<Parts> {
  const params = fc.record(
    Object.fromEntries(op.pathParams.map((p) => [p, pathParamSource(op, p, ids)])),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc
    .tuple(
      ...op.query.map((q) =>
        q.required
          ? arbitraryOf(q.schema, ids, q.name).map((v) => [[q.name, asQueryValue(v)]])
          : fc
              .option(arbitraryOf(q.schema, ids, q.name), { nil: undefined })
              .map((v) => (v === undefined ? [] : [[q.name, asQueryValue(v)]])),
      ),
    )
    .map((lists) => lists.flat() as [string, string][]);
  const body = op.body ? arbitraryOf(op.body, ids) : fc.constant(undefined);
  return fc.record({ params, query, body });
}

type Mutation = { name: string; apply: fc.Arbitrary<(parts: Parts) => Parts & { raw?: RawBody }> };
type RawBody = { payload: string | Buffer; contentType: string };

const replaceField = (body: unknown, key: string, value: unknown) =>
  ({ ...(body as object), [key]: value }) as unknown;

/** The ways a request is bent: every field, the body, the path, the query, the encoding. */
function mutationsOf(op: Operation): Mutation[] {
  const fields = Object.keys(op.body?.properties ?? {});
  const required = op.body?.required ?? [];
  const list: Mutation[] = [];
  if (op.body && fields.length > 0) {
    list.push({
      name: 'field: hostile value',
      apply: fc
        .tuple(fc.constantFrom(...fields), hostileValue)
        .map(([key, value]) => (p: Parts) => ({ ...p, body: replaceField(p.body, key, value) })),
    });
    list.push({
      name: 'fields: several hostile values',
      apply: fc
        .dictionary(fc.constantFrom(...fields), hostileValue, {
          minKeys: Math.min(2, fields.length),
        })
        .map((changes) => (p: Parts) => ({ ...p, body: { ...(p.body as object), ...changes } })),
    });
  }
  if (op.body) {
    list.push({
      name: 'body: extra fields',
      apply: extraFields.map((extra) => (p: Parts) => ({
        ...p,
        body: { ...(p.body as object), ...extra },
      })),
    });
    if (required.length > 0)
      list.push({
        name: 'body: required field missing',
        apply: fc.constantFrom(...required).map((key) => (p: Parts) => {
          const { [key]: _gone, ...rest } = p.body as Record<string, unknown>;
          return { ...p, body: rest };
        }),
      });
    list.push({
      name: 'body: not an object',
      apply: hostileValue
        .filter((v) => v !== null && (typeof v !== 'object' || Array.isArray(v)))
        .map((value) => (p: Parts) => ({
          ...p,
          raw: { payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' },
        })),
    });
    list.push({
      name: 'body: nested where a value goes',
      apply: fc
        .tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), fc.jsonValue({ maxDepth: 4 }))
        .map(([key, value]) => (p: Parts) => ({
          ...p,
          body: replaceField(p.body, key, { nested: value, list: [value, value] }),
        })),
    });
  }
  if (op.method !== 'GET') {
    list.push({
      name: 'body: malformed',
      apply: rawBodies.map((payload) => (p: Parts) => ({
        ...p,
        raw: { payload, contentType: 'application/json' },
      })),
    });
    list.push({
      name: 'body: wrong content type',
      apply: fc
        .tuple(wrongContentTypes, fc.oneof(rawBodies, fc.constant('{"name":"x"}')))
        .map(([contentType, payload]) => (p: Parts) => ({ ...p, raw: { payload, contentType } })),
    });
  }
  if (op.pathParams.length > 0)
    list.push({
      name: 'path: not an id',
      apply: fc
        .tuple(fc.constantFrom(...op.pathParams), badPathSegments)
        .map(([name, value]) => (p: Parts) => ({ ...p, params: { ...p.params, [name]: value } })),
    });
  list.push({
    name: 'query: hostile values and extra parameters',
    apply: fc
      .array(
        fc.tuple(
          fc.oneof(
            ...(op.query.length ? [fc.constantFrom(...op.query.map((q) => q.name))] : []),
            fc.constantFrom(
              'limit',
              'offset',
              'start',
              'from',
              'to',
              'userId',
              'sort',
              '__proto__',
            ),
            fc.string({ maxLength: 10 }),
          ),
          hostileValue.map(asQueryValue),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((extra) => (p: Parts) => ({ ...p, query: [...p.query, ...extra] })),
  });
  return list;
}

/**
 * Requests for one operation, as the signed-in admin of `org`: about a quarter valid for the
 * schema, the rest bent in one of many ways (hostile values, extra or missing fields, bodies
 * that are not JSON, bad ids in the path, hostile query strings).
 */
export function requestsFor(op: Operation, org: SeededOrganization): fc.Arbitrary<HostileRequest> {
  const ids = withKinds(org, idSource(org));
  const valid = validParts(op, ids);
  const mutations = mutationsOf(op);
  const mutated = fc.oneof(
    ...mutations.map((m) =>
      fc.tuple(valid, m.apply).map(([parts, apply]) => ({ name: m.name, parts: apply(parts) })),
    ),
  );
  const chosen = fc.oneof(
    {
      weight: 1,
      arbitrary: valid.map((parts) => ({
        name: 'valid',
        parts: parts as Parts & { raw?: RawBody },
      })),
    },
    { weight: 3, arbitrary: mutated },
  );
  return chosen.map(({ name, parts }) => {
    const headers = headersFor(op.method, org.cookie);
    const request: HostileRequest = {
      method: op.method,
      url: `/api/v1${op.path.replace(/^\/api\/v1/, '')}`,
      headers,
      mutation: name,
    };
    request.url = buildUrl(op.path, parts.params, parts.query);
    if (parts.raw) {
      headers['content-type'] = parts.raw.contentType;
      request.payload = parts.raw.payload;
    } else if (parts.body !== undefined && op.method !== 'GET') {
      headers['content-type'] = 'application/json';
      request.payload = JSON.stringify(parts.body);
    }
    if (request.method === 'GET' && request.payload !== undefined) {
      // A GET carries no body here: the mutation lands in the query string instead.
      delete request.payload;
      delete headers['content-type'];
    }
    return request;
  });
}

export type { JsonSchema };
