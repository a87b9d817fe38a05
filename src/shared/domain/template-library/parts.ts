// What the built-in templates are written with: tasks and milestones in working days from the
// project's start, links, budget lines.

import type { LinkType } from '../schedule';
import type { TemplateActivity, TemplateLink, TemplateOverheadLine } from '../templates';

type Described = { name: string; description: string };

export const task = (
  key: string,
  start: number,
  days: number,
  what: Described,
): TemplateActivity => ({
  key,
  ...what,
  start,
  days,
  isMilestone: false,
});

export const milestone = (key: string, start: number, what: Described): TemplateActivity => ({
  key,
  ...what,
  start,
  days: 0,
  isMilestone: true,
});

export const link = (from: string, to: string, type: LinkType = 'FS', lag = 0): TemplateLink => ({
  from,
  to,
  type,
  lag,
});

export const overhead = (
  category: string,
  amount: number,
  description: string,
): TemplateOverheadLine => ({
  category,
  amount,
  description,
});
