import { performance } from 'node:perf_hooks';
import type { Person } from './accounts';
import { type Http, is2xx, type Outcome } from './http';
import { sleep } from './server';

/** What a customer's name must be afterwards: the last acknowledged value, or one tried since. */
type CustomerWrite = { orgId: string; acked: string; triedSince: string[] };
/** A timer session as acknowledged: its start, and its end once a stop was answered 2xx. */
type SessionWrite = {
  orgId: string;
  userEmail: string;
  startTime: string;
  endTime: string | null;
  stopTriedSince: boolean;
};

/**
 * Every write the server answered 2xx, with the value written, so that afterwards the bench
 * can check each one straight in Postgres; and the writes answered otherwise, which must not
 * be there when the server said so.
 */
export class Ledger {
  customers = new Map<string, CustomerWrite>();
  sessions = new Map<string, SessionWrite>();
  /** Customer names whose create got a definite error answer (4xx/5xx): they must be absent. */
  refusedCreates: { orgId: string; name: string; status: number }[] = [];
  /** Customer names whose create got no answer at all: either outcome is allowed. */
  unansweredCreates: { orgId: string; name: string; sentAt: number }[] = [];
  acked = 0;
}

type PersonState = {
  person: Person;
  /** The running session's id, null when stopped, undefined when unknown (after a failure). */
  running: string | null | undefined;
  customers: string[];
  created: number;
  serial: number;
};

export type LoadOptions = {
  http: Http;
  people: Person[];
  ledger: Ledger;
  seconds: number;
  /** Mean pause between one person's requests (uniform between half and one and a half). */
  thinkMs: number;
  /** Customers each manager adds before only renaming them. */
  customersPerManager: number;
  /** Ends the load early. */
  stop?: () => boolean;
};

const states = new WeakMap<Person, PersonState>();

function stateOf(person: Person): PersonState {
  let state = states.get(person);
  if (!state) {
    state = { person, running: undefined, customers: [], created: 0, serial: 0 };
    states.set(person, state);
  }
  return state;
}

/** Runs every person's loop of timers, lists and edits until the time is up. */
export async function runLoad(options: LoadOptions): Promise<void> {
  const deadline = performance.now() + options.seconds * 1000;
  const done = () => performance.now() >= deadline || (options.stop?.() ?? false);
  await Promise.all(
    options.people.map(async (person, i) => {
      // Spread the first requests over one think time.
      await sleep((options.thinkMs * i) / options.people.length);
      const state = stateOf(person);
      while (!done()) {
        const outcome = await step(options, state);
        // After a failure wait a little longer, as a page that shows an error would.
        const pause = options.thinkMs * (0.5 + Math.random());
        await sleep(is2xx(outcome) ? pause : Math.max(pause, 500));
      }
    }),
  );
}

async function step(options: LoadOptions, state: PersonState): Promise<Outcome> {
  const { http } = options;
  const { cookie } = state.person;
  if (state.running === undefined) return syncTimer(http, state);
  const r = Math.random();
  if (r < 0.3) return toggleTimer(options, state);
  if (r < 0.45) return http.request('GET', '/api/v1/customers', { cookie });
  if (r < 0.6) return http.request('GET', '/api/v1/projects', { cookie });
  if (r < 0.72) return http.request('GET', '/api/v1/time/sessions', { cookie });
  if (r < 0.78) return http.request('GET', '/api/v1/time/sessions/today', { cookie });
  if (state.person.manages) return editCustomer(options, state);
  return http.request('GET', '/api/v1/time/projects', { cookie });
}

async function syncTimer(http: Http, state: PersonState): Promise<Outcome> {
  const outcome = await http.request('GET', '/api/v1/time/timer', { cookie: state.person.cookie });
  if (is2xx(outcome)) state.running = (outcome.body as { id: string } | null)?.id ?? null;
  return outcome;
}

async function toggleTimer(options: LoadOptions, state: PersonState): Promise<Outcome> {
  const { http, ledger } = options;
  const { person } = state;
  if (state.running === null) {
    const outcome = await http.request('POST', '/api/v1/time/timer/start', {
      cookie: person.cookie,
      body: { projectId: person.org.projectId },
    });
    if (is2xx(outcome)) {
      const session = outcome.body as { id: string; startTime: string };
      ledger.sessions.set(session.id, {
        orgId: person.org.id,
        userEmail: person.email,
        startTime: session.startTime,
        endTime: null,
        stopTriedSince: false,
      });
      ledger.acked += 1;
      state.running = session.id;
    } else state.running = undefined;
    return outcome;
  }
  const id = state.running!;
  const outcome = await http.request('POST', '/api/v1/time/timer/stop', { cookie: person.cookie });
  const session = ledger.sessions.get(id);
  if (is2xx(outcome)) {
    const stopped = outcome.body as { id: string; endTime: string };
    if (session && stopped.id === id) session.endTime = stopped.endTime;
    ledger.acked += 1;
    state.running = null;
  } else {
    if (session) session.stopTriedSince = true;
    state.running = undefined;
  }
  return outcome;
}

async function editCustomer(options: LoadOptions, state: PersonState): Promise<Outcome> {
  const { http, ledger } = options;
  const { person } = state;
  state.serial += 1;
  const name = `VU${person.index} ${state.serial} ${Math.random().toString(36).slice(2, 8)}`;
  const create =
    state.customers.length === 0 ||
    (state.created < options.customersPerManager && Math.random() < 0.5);
  if (create) {
    state.created += 1;
    const outcome = await http.request('POST', '/api/v1/customers', {
      cookie: person.cookie,
      body: { name, customerType: 'Enterprise', locationCountry: 'Sweden' },
    });
    if (is2xx(outcome)) {
      const { id } = outcome.body as { id: string };
      ledger.customers.set(id, { orgId: person.org.id, acked: name, triedSince: [] });
      ledger.acked += 1;
      state.customers.push(id);
    } else if (outcome.failure)
      ledger.unansweredCreates.push({ orgId: person.org.id, name, sentAt: outcome.sentAt });
    else ledger.refusedCreates.push({ orgId: person.org.id, name, status: outcome.status });
    return outcome;
  }
  const id = state.customers[Math.floor(Math.random() * state.customers.length)]!;
  const outcome = await http.request('PATCH', `/api/v1/customers/${id}`, {
    cookie: person.cookie,
    body: { name, customerType: 'SMB', locationCountry: 'Norway' },
  });
  const customer = ledger.customers.get(id)!;
  if (is2xx(outcome)) {
    customer.acked = name;
    customer.triedSince = [];
    ledger.acked += 1;
  } else customer.triedSince.push(name);
  return outcome;
}
