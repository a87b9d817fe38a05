import type { BenchPostgres } from './postgres';
import { cookieOf, expectStatus, type Http } from './http';

export type Organization = { index: number; id: string; adminCookie: string; projectId: string };

/** One virtual user: a signed-in person of one organization. */
export type Person = {
  index: number;
  org: Organization;
  /** Managers (admin, PM head) also add and rename customers; users track time and read. */
  manages: boolean;
  email: string;
  cookie: string;
};

const PASSWORD = 'reliability-bench-password';

/**
 * `people` signed-in people in `organizations` organizations, made as a person would: each
 * organization signed up, its customer, program and project added through the API, the others
 * invited through POST /users, their password set through the invitation link (read from the
 * outbox as superuser: production has no development mailbox) and signed in.
 */
export async function createPeople(
  http: Http,
  database: BenchPostgres,
  organizations: number,
  people: number,
): Promise<Person[]> {
  const run = Date.now().toString(36);
  const perOrg = Math.ceil(people / organizations);
  const made = await Promise.all(
    Array.from({ length: organizations }, async (_, o) => {
      const org = await createOrganization(http, run, o);
      const members: Person[] = [];
      const count = Math.min(perOrg, people - o * perOrg);
      for (let i = 0; i < count; i++) {
        const index = o * perOrg + i;
        if (i === 0) {
          members.push({
            index,
            org,
            manages: true,
            email: adminEmail(run, o),
            cookie: org.adminCookie,
          });
          continue;
        }
        // One in four is a PM head (manages customers), the rest track time.
        const manages = i % 4 === 0;
        const email = `person${index}.${run}@reliability.example`;
        members.push(
          await invite(http, database, org, {
            index,
            email,
            role: manages ? 'pm_head' : 'user',
            manages,
          }),
        );
      }
      return members;
    }),
  );
  return made.flat();
}

const adminEmail = (run: string, o: number) => `admin${o}.${run}@reliability.example`;

async function createOrganization(http: Http, run: string, o: number): Promise<Organization> {
  const email = adminEmail(run, o);
  expectStatus(
    await http.request('POST', '/api/auth/sign-up/email', {
      body: {
        name: `Admin ${o}`,
        email,
        password: PASSWORD,
        organizationName: `Reliability ${run} ${o}`,
      },
    }),
    200,
    'sign-up',
  );
  const adminCookie = await signIn(http, email);
  const me = expectStatus(
    await http.request('GET', '/api/v1/me', { cookie: adminCookie }),
    200,
    'me',
  ).body as { organization: { id: string } };
  const post = async (path: string, body: object) =>
    expectStatus(
      await http.request('POST', `/api/v1${path}`, { cookie: adminCookie, body }),
      201,
      `POST ${path}`,
    ).body as { id: string };
  const customer = await post('/customers', { name: 'Bench Customer' });
  const program = await post('/programs', { name: 'Bench Program', customerId: customer.id });
  const project = await post('/projects', { name: 'Bench Project', programId: program.id });
  return { index: o, id: me.organization.id, adminCookie, projectId: project.id };
}

async function invite(
  http: Http,
  database: BenchPostgres,
  org: Organization,
  person: { index: number; email: string; role: string; manages: boolean },
): Promise<Person> {
  expectStatus(
    await http.request('POST', '/api/v1/users', {
      cookie: org.adminCookie,
      body: { fullName: `Person ${person.index}`, email: person.email, role: person.role },
    }),
    201,
    'invite',
  );
  // Queued mail is rendered when sent: the link is in its data.
  const [mail] = await database.query<{ url: string }>(
    `select data->>'setPasswordUrl' as url from mail_outbox where to_address = $1
     order by created_at desc limit 1`,
    [person.email],
  );
  const token = mail?.url.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No invitation mail for ${person.email}`);
  expectStatus(
    await http.request('POST', '/api/auth/reset-password', {
      body: { token, newPassword: PASSWORD },
    }),
    200,
    'set password',
  );
  return {
    index: person.index,
    org,
    manages: person.manages,
    email: person.email,
    cookie: await signIn(http, person.email),
  };
}

async function signIn(http: Http, email: string): Promise<string> {
  return cookieOf(
    expectStatus(
      await http.request('POST', '/api/auth/sign-in/email', {
        body: { email, password: PASSWORD },
      }),
      200,
      'sign-in',
    ),
  );
}
