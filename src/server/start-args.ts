/**
 * How `npm start` runs the server (package.json's start script, which start-args.test.ts holds
 * to this), for the benches and browser tests that start it as people do.
 *
 * `--max-semi-space-size=64`: V8's young generation may grow to 64 MB a half instead of 16, so
 * a busy server collects its short-lived garbage (a request's parsed rows, its answer) a
 * quarter as often. Each collection stops every request for about a millisecond: at one
 * connection, the 1 % of requests that met one made the p99 of a project's page 1.9 ms against
 * its floor's 0.7 ms, and with this 0.9 to 1.3 ms, at 8 to 11 % more requests a second
 * (bench/RESULTS.md, twenty-fifth session). It costs memory only under load: the server's
 * largest RSS over 64 connections of dashboards went from 455 to 548 MB.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Node's arguments that start the server as `npm start` does, with SERVER_NODE_FLAGS. */
export const SERVER_START_ARGS = [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/server/main.ts'];
