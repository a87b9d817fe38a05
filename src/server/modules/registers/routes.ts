import { projectChildRoutes } from '../project-children/routes';
import { dependencies, integrations, risks } from './service';

/** The Risks, Dependencies and Integrations tabs: list, add, change and delete entries. */
export const registerRoutes = projectChildRoutes(risks, dependencies, integrations);
