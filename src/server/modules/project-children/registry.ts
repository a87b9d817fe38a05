import { activities } from '../activities/service';
import { effortLines, overheadLines } from '../budgets/service';
import { paymentMilestones } from '../payments/service';
import { dependencies, integrations, risks } from '../registers/service';
import { baselineChild } from '../schedule/baselines';
import { activityLinkChild } from '../schedule/links';

/** Every project child, for what is built over all of them (the trust suites' probes). */
export const PROJECT_CHILDREN = [
  activities,
  effortLines,
  overheadLines,
  risks,
  dependencies,
  integrations,
  paymentMilestones,
  activityLinkChild,
  baselineChild,
] as const;

export type ProjectChildPath = (typeof PROJECT_CHILDREN)[number]['path'];
