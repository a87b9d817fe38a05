import type { JsonSchema } from './schema-arbitrary';

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, with `{name}` placeholders. */
  path: string;
  pathParams: string[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  /** The JSON body's schema; undefined when the route takes no JSON body. */
  body: JsonSchema | undefined;
  /** Whether the route takes multipart/form-data (uploads). */
  multipart: boolean;
  key: string;
};

type OpenApiOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  consumes?: string[];
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of an OpenAPI 3 document, with what a request to it may carry. */
export function operationsOf(document: Record<string, unknown>): Operation[] {
  const paths = document.paths as Record<string, Partial<Record<string, OpenApiOperation>>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema })),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content || /\/attachments$/.test(path),
        key: `${upper} ${path}`,
      });
    }
  }
  return operations;
}
