import { projectChildRoutes } from '../project-children/routes';
import { activities } from './service';

/** The Activities tab: list, add, change and delete a project's activities and milestones. */
export const activityRoutes = projectChildRoutes(activities);
