// The built-in project templates every organization sees on the Templates page, one per category.
// Offsets are in working days from the project's first working day and are the early starts
// their links allow (a milestone sits on the day it falls due, see schedule.ts), so a project
// made from a template breaks no link and Auto-schedule moves nothing.

import { construction } from './template-library/construction';
import { consulting } from './template-library/consulting';
import { marketing } from './template-library/marketing';
import { research } from './template-library/research';
import { softwareDevelopment } from './template-library/software-development';
import type { BuiltInTemplate } from './templates';

/** The built-in templates, in the order of the Templates page's categories. */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  softwareDevelopment,
  marketing,
  construction,
  research,
  consulting,
];
