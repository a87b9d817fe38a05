// `npm run api:types`: writes src/web/lib/api-schema.d.ts, the web's types of every API route,
// from the server's OpenAPI document. A test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { apiSchemaPath, apiSchemaSource } from '../src/server/api-schema-source';

writeFileSync(apiSchemaPath, await apiSchemaSource());
console.log(`Wrote ${apiSchemaPath}`);
