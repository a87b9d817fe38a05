// The jobs on a clock at the platform's scale: runs of the due notifications (milestones due
// soon, budgets past 80 % and 100 %) over every organization, each in a transaction rolled back,
// so nothing is sent and the next run finds the same. Every server process tries the job every
// 30 seconds and one of them runs it every 5 minutes, while people work.
import { performance } from 'node:perf_hooks';
import type { Database } from '../src/server/db/client';
import { unsafeCheckDueNotifications } from '../src/server/modules/notifications/due-checks';
import type { Measure } from './run';

const RUNS = 3;

class RolledBack extends Error {}

export async function measureJobs(db: Database, log: (line: string) => void): Promise<Measure[]> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await db
      .transaction(async (tx) => {
        await unsafeCheckDueNotifications(tx);
        times.push(performance.now() - started);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
  const median = [...times].sort((a, b) => a - b)[RUNS >> 1]!;
  log(`  due notifications: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  return [
    {
      name: 'due notifications job over every organization (milestones due, budgets burnt)',
      value: `${median.toFixed(0)} ms`,
      target: `median of ${RUNS}, each rolled back; every 5 minutes`,
    },
  ];
}
