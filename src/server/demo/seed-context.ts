import type { Transaction } from '../db/client';
import type { MemberRole } from './people-plan';
import type { ProjectPlan } from './plan';

/** A demo project once inserted: its id and its activities' ids by name. */
export type SeededProject = { id: string; plan: ProjectPlan; activityIds: Map<string, string> };

/** What the later steps of the seed build on: its transaction, its day, its people and projects. */
export type DemoContext = {
  tx: Transaction;
  organizationId: string;
  today: Date;
  personId: (role: MemberRole) => string;
  project: (code: string) => SeededProject;
};

/** The id of activity `name` of `project`; the plans name only activities that exist. */
export function activityIdOf(project: SeededProject, name: string): string {
  const id = project.activityIds.get(name);
  if (!id) throw new Error(`demo plan: no activity '${name}' in ${project.plan.code}`);
  return id;
}
