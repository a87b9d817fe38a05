import type { BuiltInTemplate } from '../templates';
import { task, milestone, link, overhead } from './parts';

export const softwareDevelopment: BuiltInTemplate = {
  id: 'builtin-software-development',
  name: 'Web Application Launch',
  category: 'Software Development',
  description:
    'Take a web application from discovery to go-live in about twelve weeks: design, API and front-end builds in parallel, testing, acceptance and two weeks of hypercare.',
  plan: {
    activities: [
      task('discovery', 0, 5, {
        name: 'Discovery workshops',
        description: 'Goals, users and constraints with the product owner and stakeholders.',
      }),
      task('requirements', 5, 5, {
        name: 'Requirements and backlog',
        description:
          'User stories with acceptance criteria, estimated and prioritised for the release.',
      }),
      milestone('scope-approved', 9, {
        name: 'Scope signed off',
        description: 'The sponsor approves the release backlog.',
      }),
      task('ux-design', 10, 10, {
        name: 'UX and visual design',
        description: 'Wireframes, clickable prototype and the visual design of the key screens.',
      }),
      task('architecture', 10, 5, {
        name: 'Architecture and environments',
        description: 'Technical design, repositories, CI/CD pipeline and staging environment.',
      }),
      milestone('design-approved', 21, {
        name: 'Design approved',
        description: 'Stakeholders approve the designs after a two-day review.',
      }),
      task('build-api', 15, 15, {
        name: 'Build API and data model',
        description: 'Database schema, authentication and the REST endpoints behind each story.',
      }),
      task('build-ui', 22, 15, {
        name: 'Build front end',
        description: 'Screens and components from the approved designs, wired to the API.',
      }),
      task('integrations', 22, 8, {
        name: 'Third-party integrations',
        description: 'Payments, email and analytics, finished together with the API.',
      }),
      task('testing', 34, 10, {
        name: 'QA and system testing',
        description:
          'Functional, regression and cross-browser testing; starts before the front end is finished.',
      }),
      milestone('feature-complete', 36, {
        name: 'Feature complete',
        description: 'Every story of the release is built.',
      }),
      task('security', 37, 5, {
        name: 'Security and performance testing',
        description: 'Penetration test, load test and fixes of what they find.',
      }),
      task('uat', 44, 5, {
        name: 'User acceptance testing',
        description: 'Business users work through the acceptance scenarios on staging.',
      }),
      task('deploy', 49, 2, {
        name: 'Production deployment',
        description: 'Release to production, data migration and smoke tests.',
      }),
      milestone('go-live', 50, {
        name: 'Go-live',
        description: 'The application is open to its users.',
      }),
      task('hypercare', 51, 10, {
        name: 'Hypercare and handover',
        description: 'Close support after launch, then handover to the support team.',
      }),
    ],
    links: [
      link('discovery', 'requirements'),
      link('requirements', 'scope-approved'),
      link('scope-approved', 'ux-design'),
      link('scope-approved', 'architecture'),
      // Two working days for stakeholders to review the designs.
      link('ux-design', 'design-approved', 'FS', 2),
      link('architecture', 'build-api'),
      link('design-approved', 'build-ui'),
      link('build-api', 'build-ui', 'SS', 5),
      // The integrations are done when the API is.
      link('build-api', 'integrations', 'FF'),
      // Testing starts three days before the front end is finished.
      link('build-ui', 'testing', 'FS', -3),
      link('build-api', 'testing'),
      link('integrations', 'testing'),
      link('build-ui', 'feature-complete'),
      link('build-api', 'feature-complete'),
      link('integrations', 'feature-complete'),
      link('feature-complete', 'security'),
      link('testing', 'uat'),
      link('uat', 'deploy'),
      link('security', 'deploy'),
      link('deploy', 'go-live'),
      link('go-live', 'hypercare'),
    ],
    effort: [
      { hours: 160, rate: 110 }, // product manager
      { hours: 200, rate: 95 }, // UX designer
      { hours: 600, rate: 100 }, // back-end developers
      { hours: 480, rate: 95 }, // front-end developers
      { hours: 240, rate: 80 }, // QA engineer
      { hours: 80, rate: 110 }, // DevOps engineer
    ],
    overhead: [
      overhead('Software licences', 2400, 'Design, testing and monitoring tools for the team'),
      overhead('Cloud hosting', 3600, 'Staging and production hosting for three months'),
      overhead('Security testing', 6500, 'External penetration test before go-live'),
    ],
  },
};
