import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { addProject, apiCaller, type Organization } from '../../testing/project-fixture';

export type Plan = { projectId: string; ids: Record<string, string> };

/** Projects with the engine's hand-computed network, made through the API by the manager. */
export function scheduleKit(app: FastifyInstance, org: Organization) {
  const call = apiCaller(app);

  /**
   * A fresh project with the six activities of the engine's hand-computed network (schedule.test.ts):
   * A 2-6 Nov 2026; B, C, D, E, and the milestone F, on Monday-Friday weeks.
   */
  async function sixActivities(name: string): Promise<Plan> {
    const project = await addProject(app, org, name);
    const url = `/projects/${project.id}/activities`;
    const rows = [
      ['A', '2026-11-02', '2026-11-06', false],
      ['B', '2026-11-09', '2026-11-11', false],
      ['C', '2026-11-04', '2026-11-05', false],
      ['D', '2026-11-09', '2026-11-12', false],
      ['E', '2026-10-29', '2026-11-02', false],
      ['F', '2026-11-12', '2026-11-12', true],
    ] as const;
    const ids: Record<string, string> = {};
    for (const [activity, startDate, endDate, isMilestone] of rows) {
      const response = await call(org.manager.cookie, 'POST', url, {
        name: `Activity ${activity}`,
        startDate,
        endDate,
        isMilestone,
      });
      expect(response.statusCode).toBe(201);
      ids[activity] = response.json().id;
    }
    return { projectId: project.id, ids };
  }

  const linkOf = (plan: Plan, from: string, to: string, type: string, lag = 0) =>
    call(org.manager.cookie, 'POST', `/projects/${plan.projectId}/links`, {
      predecessorId: plan.ids[from],
      successorId: plan.ids[to],
      type,
      lag,
    });

  async function network(name: string) {
    const plan = await sixActivities(name);
    for (const [from, to, type, lag] of [
      ['A', 'B', 'FS', 0],
      ['A', 'C', 'SS', 2],
      ['B', 'D', 'FF', 1],
      ['C', 'E', 'SF', -1],
      ['D', 'F', 'FS', 0],
    ] as const) {
      expect((await linkOf(plan, from, to, type, lag)).statusCode).toBe(201);
    }
    return plan;
  }

  const scheduleOf = async (plan: Plan, cookie = org.manager.cookie) =>
    (await call(cookie, 'GET', `/projects/${plan.projectId}/schedule`)).json();

  return { call, sixActivities, linkOf, network, scheduleOf };
}
