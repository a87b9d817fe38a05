import { canVisitPath, mustCompleteSetup } from '@/shared/navigation';
import type { Me } from '@/shared/schemas/me';
import { firstHeatMapAddress } from './features/resources/heat-map-query';
import { preload } from './lib/preload';

const PROJECT_PAGE = /^\/dashboard\/projects\/([0-9a-f-]{36})\/?$/i;

/**
 * What the page at this address reads first, asked for while its scripts download
 * (lib/preload.ts): once the session's answer (`me`, a copy; main.tsx asks for it first) says
 * whose it is and that the page is theirs to see, the dashboard's overview, the Resources
 * page's heat map, or a project and, on its Activities tab, the plan and its schedule for the
 * Gantt. For the pages behind a session
 * only: main.tsx loads this module for them alone.
 */
export function preloadPageData(
  { pathname, search }: { pathname: string; search: string },
  me: Promise<Response | null>,
) {
  void me
    .then((answer) => (answer?.ok ? (answer.json() as Promise<Me>) : null))
    .then((viewer) => {
      if (viewer && canVisitPath(viewer, pathname) && !mustCompleteSetup(viewer))
        preloadReadsOf(viewer, pathname, search);
    })
    .catch(() => undefined);
}

function preloadReadsOf(viewer: Me, pathname: string, search: string) {
  // The platform administrator's dashboard is the console's: it has no overview.
  if (/^\/dashboard\/?$/.test(pathname) && !viewer.isPlatformAdmin)
    preload('/api/v1/dashboard/overview');
  // The heat map tab, opened by its address (a notification about someone's load links it).
  if (/^\/dashboard\/resources\/?$/.test(pathname)) {
    if (new URLSearchParams(search).get('tab') === 'heat-map') preload(firstHeatMapAddress());
  }
  const projectId = PROJECT_PAGE.exec(pathname)?.[1];
  if (projectId) {
    preload(`/api/v1/projects/${projectId}`);
    const tab = new URLSearchParams(search).get('tab');
    if (!tab || tab === 'activities') {
      preload(`/api/v1/projects/${projectId}/activities`);
      preload(`/api/v1/projects/${projectId}/schedule`);
    }
  }
}
