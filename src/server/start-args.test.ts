import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_START_ARGS } from './start-args';

const scripts = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('npm start', () => {
  it('starts the server as the benches and browser tests do, with its node flags', () => {
    expect(scripts.start).toMatch(new RegExp(`&& node ${SERVER_START_ARGS.join(' ')}$`));
  });
});
