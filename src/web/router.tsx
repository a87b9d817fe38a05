import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './app/root-layout';
import { RouteError } from './app/route-error';
import { FullPageSpinner } from './components/full-page-spinner';

// The route table of SPEC.md section 2. Every page is its own chunk (route-level code
// splitting keeps the first load of / and /login small).

const dashboardChildren: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('./features/dashboard/dashboard-page')).DashboardPage,
    }),
  },
  {
    path: 'customers',
    lazy: async () => ({
      Component: (await import('./features/customers/customers-page')).CustomersPage,
    }),
  },
  {
    path: 'programs',
    lazy: async () => ({
      Component: (await import('./features/programs/programs-page')).ProgramsPage,
    }),
  },
  {
    path: 'projects',
    lazy: async () => ({
      Component: (await import('./features/projects/projects-page')).ProjectsPage,
    }),
  },
  {
    path: 'projects/:id',
    lazy: async () => ({
      Component: (await import('./features/projects/project-detail-page')).ProjectDetailPage,
    }),
  },
  {
    path: 'time-tracking',
    lazy: async () => ({
      Component: (await import('./features/time/time-tracking-page')).TimeTrackingPage,
    }),
  },
  {
    path: 'timesheets',
    lazy: async () => ({
      Component: (await import('./features/time/timesheets-page')).TimesheetsPage,
    }),
  },
  {
    path: 'time-tracker',
    lazy: async () => ({
      Component: (await import('./features/time/time-tracker-page')).TimeTrackerPage,
    }),
  },
  {
    path: 'resources',
    lazy: async () => ({
      Component: (await import('./features/resources/resources-page')).ResourcesPage,
    }),
  },
  {
    path: 'bulk-resources',
    lazy: async () => ({
      Component: (await import('./features/bulk-resources/bulk-resources-page')).BulkResourcesPage,
    }),
  },
  {
    path: 'analytics',
    lazy: async () => ({
      Component: (await import('./features/analytics/analytics-page')).AnalyticsPage,
    }),
  },
  {
    path: 'reports',
    lazy: async () => ({
      Component: (await import('./features/reports/reports-page')).ReportsPage,
    }),
  },
  {
    path: 'templates',
    lazy: async () => ({
      Component: (await import('./features/templates/templates-page')).TemplatesPage,
    }),
  },
  {
    path: 'audit-log',
    lazy: async () => ({
      Component: (await import('./features/audit-log/audit-log-page')).AuditLogPage,
    }),
  },
  {
    path: 'users',
    lazy: async () => ({
      Component: (await import('./features/users/users-page')).UsersPage,
    }),
  },
  {
    path: 'organization',
    lazy: async () => ({
      Component: (await import('./features/organization/organization-page')).OrganizationPage,
    }),
  },
  {
    path: 'notifications',
    lazy: async () => ({
      Component: (await import('./features/notifications/notifications-page')).NotificationsPage,
    }),
  },
  {
    path: 'organization-users',
    lazy: async () => ({
      Component: (await import('./features/users/organization-users-page')).OrganizationUsersPage,
    }),
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        index: true,
        lazy: async () => ({
          Component: (await import('./features/landing/landing-page')).LandingPage,
        }),
      },
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./features/auth/login-page')).LoginPage }),
      },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('./features/auth/signup-page')).SignupPage }),
      },
      {
        path: 'forgot-password',
        lazy: async () => ({
          Component: (await import('./features/auth/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('./features/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        // Everything below needs a session (RequireSession redirects to /login otherwise).
        lazy: async () => ({
          Component: (await import('./app/session-root')).SessionRoot,
        }),
        children: [
          {
            path: 'setup',
            lazy: async () => ({
              Component: (await import('./features/setup/setup-page')).SetupPage,
            }),
          },
          {
            lazy: async () => ({
              Component: (await import('./features/shell/app-shell')).AppShell,
            }),
            children: [
              { path: 'dashboard', errorElement: <RouteError />, children: dashboardChildren },
              {
                path: 'platform-admin',
                errorElement: <RouteError />,
                lazy: async () => ({
                  Component: (await import('./features/platform-admin/platform-admin-page'))
                    .PlatformAdminPage,
                }),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./app/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
