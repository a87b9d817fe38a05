import type { BetterAuthOptions } from 'better-auth';
import { z } from 'zod';
import type { Auth } from '../../auth/auth';
import type { Operation } from './operations';
import type { JsonSchema } from './schema-arbitrary';

/** One endpoint better-auth serves over HTTP, as its instance describes it. */
export type AuthEndpoint = {
  /** Its name in `auth.api` (signInEmail, signOut...). */
  name: string;
  /** Its path under /api/auth, with `:name` parameters. */
  path: string;
  methods: string[];
  body: JsonSchema | undefined;
  query: JsonSchema | undefined;
};

type EndpointLike = {
  path?: string;
  options?: {
    method?: string | string[];
    body?: unknown;
    query?: unknown;
    metadata?: {
      SERVER_ONLY?: boolean;
      openapi?: {
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
    };
  };
};

/** A zod schema of better-auth's as JSON Schema (input side), or undefined for none. */
function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema) return undefined;
  const json = z.toJSONSchema(schema as z.ZodType, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema & { additionalProperties?: unknown };
  return flatten(json);
}

/** An intersection of objects (sign-up's body) as one object, so every field is generated. */
function flatten(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(flatten);
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/**
 * Every endpoint better-auth's router serves (the ones with a path, not server-only, not in
 * `disabledPaths`), read from the auth instance itself: an endpoint enabled later is covered
 * without anyone listing it. A body that is a free record (update-user's, were it served) takes
 * its fields from the endpoint's own OpenAPI description. That a path in `disabledPaths` is
 * really closed, whatever its parameters, is auth-closed-paths.test.ts's to prove.
 */
export function authEndpointsOf(auth: Auth): AuthEndpoint[] {
  // Any options better-auth takes, not only the ones Stint passes today.
  const authOptions: BetterAuthOptions = auth.options;
  const disabled = new Set(authOptions.disabledPaths ?? []);
  const endpoints: AuthEndpoint[] = [];
  for (const [name, value] of Object.entries(auth.api)) {
    const endpoint = value as unknown as EndpointLike;
    const settings = endpoint.options;
    if (!endpoint.path || !settings || settings.metadata?.SERVER_ONLY) continue;
    if (disabled.has(endpoint.path)) continue;
    const methods = [settings.method ?? '*']
      .flat()
      .flatMap((m) => (m === '*' ? ['GET', 'POST'] : [m]));
    let body = jsonSchemaOf(settings.body);
    const described =
      settings.metadata?.openapi?.requestBody?.content?.['application/json']?.schema;
    if (body && !body.properties && !body.anyOf && described?.properties) body = described;
    endpoints.push({
      name,
      path: endpoint.path,
      methods,
      body,
      query: jsonSchemaOf(settings.query),
    });
  }
  return endpoints;
}

/** An object schema's properties as the query parameters of an operation. */
function queryOf(schema: JsonSchema | undefined): Operation['query'] {
  const object = schema?.anyOf?.[0] ?? schema;
  if (!object?.properties) return [];
  return Object.entries(object.properties).map(([name, property]) => ({
    name,
    required: object.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * One hostile-input operation per endpoint and method, with its field schemas given the values
 * in `known` as likely choices (the account's own email and password...), so that many
 * requests get past validation to the handler.
 */
export function authOperationsOf(
  endpoints: AuthEndpoint[],
  known: Record<string, unknown[]>,
): Operation[] {
  const withKnown = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema) return undefined;
    if (schema.anyOf) return { ...schema, anyOf: schema.anyOf.map((s) => withKnown(s)!) };
    if (!schema.properties) return schema;
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [
        name,
        // Twice: a known value two times in three, anything the schema allows otherwise.
        known[name]
          ? { anyOf: [{ enum: known[name] }, { enum: known[name] }, property] }
          : property,
      ]),
    );
    return { ...schema, properties };
  };
  return endpoints.flatMap((endpoint) =>
    endpoint.methods.map((method): Operation => {
      const path = `/api/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      return {
        method: method as Operation['method'],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: queryOf(withKnown(endpoint.query)),
        body: method === 'GET' ? undefined : withKnown(endpoint.body),
        multipart: false,
        key: `${method} ${path}`,
      };
    }),
  );
}
