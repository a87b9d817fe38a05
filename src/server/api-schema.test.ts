import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiSchemaPath, apiSchemaSource } from './api-schema-source';

describe("the web's API types", () => {
  it('match the routes the server has (run `npm run api:types` after changing a route)', async () => {
    const committed = readFileSync(apiSchemaPath, 'utf8');
    expect(
      committed === (await apiSchemaSource()),
      'src/web/lib/api-schema.d.ts is out of date: run `npm run api:types`',
    ).toBe(true);
  });
});
