// Deletes at scale over HTTP, in the large organization among the platform's 1,200,000 time
// sessions: an activity, and a project of 20 activities with their links and budget lines. Each
// is a copy made for the run (Clone), so the dataset stays as it is. Postgres looks for what
// refers to each row deleted; migration 0020 gave every foreign key the index it looks with.
import { LARGE_ADMIN_EMAIL } from './dataset';
import { apiCaller, signIn, startServer } from './http-load';
import type { Measure } from './run';

const PROJECTS = 3;
const ACTIVITIES = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function measureDeletes(
  url: string,
  project: { id: string; programId: string },
  log: (line: string) => void,
): Promise<Measure[]> {
  const server = await startServer(url);
  const { baseUrl } = server;
  try {
    const cookie = await signIn(baseUrl, LARGE_ADMIN_EMAIL);
    const call = apiCaller(baseUrl, cookie);
    const copy = async (n: number) =>
      (
        await call('POST', `/projects/${project.id}/clone`, {
          name: `Bench delete ${Date.now()} ${n}`,
          programId: project.programId,
          startDate: '2027-01-04',
        })
      ).body.id;

    const activityMs: number[] = [];
    const projectMs: number[] = [];
    for (let n = 0; n < PROJECTS; n++) {
      const copied = await copy(n);
      for (let a = 0; a < (n === 0 ? ACTIVITIES : 0); a++) {
        const { body } = await call('POST', `/projects/${copied}/activities`, {
          name: `Bench activity ${a}`,
          startDate: '2027-01-04',
          endDate: '2027-01-08',
        });
        activityMs.push((await call('DELETE', `/projects/${copied}/activities/${body.id}`)).ms);
      }
      projectMs.push((await call('DELETE', `/projects/${copied}`)).ms);
    }
    log(
      `  an activity: ${median(activityMs).toFixed(0)} ms; a project: ${median(projectMs).toFixed(0)} ms`,
    );
    return [
      {
        name: 'delete an activity, among 1,200,000 sessions',
        value: `${median(activityMs).toFixed(0)} ms`,
        target: `median of ${ACTIVITIES}, over HTTP`,
      },
      {
        name: 'delete a project of 20 activities, among 1,200,000 sessions',
        value: `${median(projectMs).toFixed(0)} ms`,
        target: `median of ${PROJECTS}, over HTTP; its links and budget lines with it`,
      },
    ];
  } finally {
    await server.stop();
  }
}
