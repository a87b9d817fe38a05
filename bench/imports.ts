// Imports of 10,000 rows (customers, resources, time) over HTTP, into an organization signed
// up for the run and deleted from the console after it, so the large dataset stays as it is;
// and the report export of 100,000 rows of the large organization's time as CSV.
import { performance } from 'node:perf_hooks';
import { LARGE_ADMIN_EMAIL, PLATFORM_ADMIN_EMAIL } from './dataset';
import { apiCaller, signIn, startServer } from './http-load';
import type { Measure } from './run';

const ROWS = 10_000;

export async function measureImports(url: string, log: (line: string) => void): Promise<Measure[]> {
  const server = await startServer(url);
  const { baseUrl } = server;
  try {
    const stamp = Date.now();
    const email = `imports.${stamp}@bench.example.com`;
    const password = 'bench-password-2026';
    const signedUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({
        name: 'Ida Import',
        email,
        password,
        organizationName: `Bench Imports ${stamp}`,
      }),
    });
    if (!signedUp.ok) throw new Error(`sign-up: ${signedUp.status} ${await signedUp.text()}`);
    const cookie = await signIn(baseUrl, email, password);
    const call = apiCaller(baseUrl, cookie);
    const timed = async (name: string, path: string, content: string, extra: object = {}) => {
      const started = performance.now();
      const { body: result } = await call('POST', path, {
        fileName: `${name}.csv`,
        content,
        ...extra,
      });
      const seconds = (performance.now() - started) / 1000;
      if (result.successful !== ROWS)
        throw new Error(`${name} import: ${JSON.stringify(result).slice(0, 400)}`);
      log(`  ${name}: ${ROWS.toLocaleString('en')} rows in ${seconds.toFixed(2)} s`);
      return {
        name: `${name} CSV import, ${ROWS.toLocaleString('en')} rows over HTTP`,
        value: `${seconds.toFixed(2)} s`,
        target: 'under 5 s',
      };
    };

    const measures: Measure[] = [];
    measures.push(
      await timed(
        'customers',
        '/customers/import',
        [
          'name,customer_type,location_country,parent_customer_name',
          ...Array.from(
            { length: ROWS },
            (_, i) =>
              `Customer ${i},${['Enterprise', 'SMB', 'Startup'][i % 3]},Sweden,${i % 10 === 9 ? `Customer ${i - 1}` : ''}`,
          ),
        ].join('\n'),
      ),
    );
    measures.push(
      await timed(
        'resources',
        '/resources/import',
        [
          'full_name,email,employee_id,job_title,department,team,hourly_cost,location_country,manager_email',
          ...Array.from(
            { length: ROWS },
            (_, i) =>
              `Person ${i},person.${i}.${stamp}@bench.example.com,E-${i},Consultant,Delivery,Team ${i % 20},${50 + (i % 50)}.00,Sweden,`,
          ),
        ].join('\n'),
        { inviteNewPeople: true },
      ),
    );
    // Toggl Track's detailed export: the signed-up admin's own time, four sessions a day.
    const { body: customer } = await call('POST', '/customers', { name: 'Toggl Client' });
    const { body: program } = await call('POST', '/programs', {
      name: 'Toggl Program',
      customerId: customer.id,
    });
    await call('POST', '/projects', { name: 'Toggl Project', programId: program.id });
    const day = (n: number) =>
      new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    measures.push(
      await timed(
        'time (Toggl Track)',
        '/time/import',
        [
          'User,Email,Client,Project,Task,Description,Billable,Start date,Start time,End date,End time,Duration',
          ...Array.from({ length: ROWS }, (_, i) => {
            const hour = 8 + (i % 4) * 2;
            const d = day(Math.floor(i / 4));
            return `Ida Import,${email},Toggl Client,Toggl Project,,Work ${i},Yes,${d},${String(hour).padStart(2, '0')}:00:00,${d},${String(hour + 1).padStart(2, '0')}:30:00,01:30:00`;
          }),
        ].join('\n'),
        { source: 'toggl' },
      ),
    );

    // 70 days of the large organization's time: about 100,000 rows.
    const admin = await signIn(baseUrl, LARGE_ADMIN_EMAIL);
    const ago = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const started = performance.now();
    const response = await fetch(
      `${baseUrl}/api/v1/reports/export.csv?type=time_tracking&range=custom&from=${ago(70)}&to=${ago(1)}&fields=date,person,projectName,hours,billable,cost`,
      { headers: { cookie: admin, origin: baseUrl } },
    );
    const bytes = (await response.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    if (!response.ok) throw new Error(`report export: ${response.status}`);
    const rows = Number(response.headers.get('x-report-rows'));
    log(
      `  report CSV: ${rows.toLocaleString('en')} rows, ${(bytes / 2 ** 20).toFixed(1)} MB in ${seconds.toFixed(2)} s`,
    );
    measures.push({
      name: `report export as CSV, ${rows.toLocaleString('en')} rows over HTTP`,
      value: `${seconds.toFixed(2)} s`,
      target: `${(bytes / 2 ** 20).toFixed(1)} MB, streamed`,
    });

    // The imports' organization deleted from the platform console: the dataset stays as it was,
    // and it is an organization of 10,000 people, customers and sessions to delete.
    const { body: organization } = await call('GET', '/organization');
    const platform = apiCaller(baseUrl, await signIn(baseUrl, PLATFORM_ADMIN_EMAIL));
    const deleteSeconds =
      (await platform('DELETE', `/platform/organizations/${organization.id}`)).ms / 1000;
    log(`  the imports' organization deleted in ${deleteSeconds.toFixed(2)} s`);
    measures.push({
      name: `delete an organization from the console, ${ROWS.toLocaleString('en')} people, customers and sessions`,
      value: `${deleteSeconds.toFixed(2)} s`,
      target: 'over HTTP; everything it owns with it',
    });
    return measures;
  } finally {
    await server.stop();
  }
}
