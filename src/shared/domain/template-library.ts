// The built-in project templates every organization sees on the Templates page, one per category.
// Offsets are in working days from the project's first working day and are the early starts
// their links allow (a milestone sits on the day it falls due, see schedule.ts), so a project
// made from a template breaks no link and Auto-schedule moves nothing.

import type { LinkType } from './schedule';
import type {
  BuiltInTemplate,
  TemplateActivity,
  TemplateLink,
  TemplateOverheadLine,
} from './templates';

type Described = { name: string; description: string };

const task = (key: string, start: number, days: number, what: Described): TemplateActivity => ({
  key,
  ...what,
  start,
  days,
  isMilestone: false,
});

const milestone = (key: string, start: number, what: Described): TemplateActivity => ({
  key,
  ...what,
  start,
  days: 0,
  isMilestone: true,
});

const link = (from: string, to: string, type: LinkType = 'FS', lag = 0): TemplateLink => ({
  from,
  to,
  type,
  lag,
});

const overhead = (category: string, amount: number, description: string): TemplateOverheadLine => ({
  category,
  amount,
  description,
});

const softwareDevelopment: BuiltInTemplate = {
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

const marketing: BuiltInTemplate = {
  id: 'builtin-marketing',
  name: 'Product Launch Campaign',
  category: 'Marketing',
  description:
    'Plan, produce and run the campaign for a new product: research and messaging, creative, a teaser running up to launch day, three weeks in market and a results report.',
  plan: {
    activities: [
      task('research', 0, 5, {
        name: 'Market and audience research',
        description: 'Target segments, competitors and what buyers need to hear.',
      }),
      task('positioning', 5, 5, {
        name: 'Positioning and messaging',
        description: 'Value proposition, key messages and the messaging house.',
      }),
      milestone('messaging-approved', 11, {
        name: 'Messaging approved',
        description: 'Leadership signs off the positioning after a two-day review.',
      }),
      task('creative', 12, 10, {
        name: 'Creative and copy production',
        description: 'Key visual, ad sets, emails, social posts and launch video.',
      }),
      task('landing-page', 15, 8, {
        name: 'Landing page and website updates',
        description: 'Product page, sign-up flow and tracking, built as the creative lands.',
      }),
      task('press', 17, 8, {
        name: 'Press kit and media outreach',
        description: 'Press release, briefing pack and embargoed interviews.',
      }),
      milestone('campaign-ready', 22, {
        name: 'Campaign ready',
        description: 'Every asset is approved and the media is booked.',
      }),
      task('teaser', 23, 5, {
        name: 'Teaser campaign',
        description: 'Social and email teasers that run right up to launch day.',
      }),
      milestone('launch', 27, {
        name: 'Launch day',
        description: 'The product is announced and the campaign goes live.',
      }),
      task('in-market', 28, 15, {
        name: 'Campaign in market',
        description: 'Paid, owned and earned channels, optimised weekly.',
      }),
      task('results', 41, 5, {
        name: 'Results analysis and report',
        description: 'Reach, leads and cost per acquisition against targets, with lessons learned.',
      }),
    ],
    links: [
      link('research', 'positioning'),
      // Two working days of leadership review.
      link('positioning', 'messaging-approved', 'FS', 2),
      link('messaging-approved', 'creative'),
      link('creative', 'landing-page', 'SS', 3),
      link('creative', 'press', 'SS', 5),
      link('creative', 'campaign-ready'),
      link('landing-page', 'campaign-ready'),
      // A week between the assets being ready and launch day, for the teaser.
      link('campaign-ready', 'launch', 'FS', 5),
      link('press', 'launch'),
      link('campaign-ready', 'teaser'),
      // The teaser may not end before launch day has started.
      link('launch', 'teaser', 'SF'),
      link('launch', 'in-market'),
      // The report closes three days after the campaign ends.
      link('in-market', 'results', 'FF', 3),
    ],
    effort: [
      { hours: 240, rate: 90 }, // marketing manager
      { hours: 120, rate: 75 }, // copywriter
      { hours: 160, rate: 80 }, // designer
      { hours: 80, rate: 95 }, // web developer
      { hours: 100, rate: 85 }, // PR specialist
      { hours: 40, rate: 80 }, // marketing analyst
    ],
    overhead: [
      overhead('Paid media', 25000, 'Search, social and display advertising while in market'),
      overhead('Production', 6000, 'Product photography and the launch video'),
      overhead('PR distribution', 3500, 'Press release wire and media monitoring'),
      overhead('Launch event', 8000, 'Venue, catering and streaming for launch day'),
    ],
  },
};

const construction: BuiltInTemplate = {
  id: 'builtin-construction',
  name: 'Office Fit-Out',
  category: 'Construction',
  description:
    'Fit out an office floor from survey to handover: design, permits and tender, strip-out, screed, first and second fix, finishes and furniture.',
  plan: {
    activities: [
      task('survey', 0, 5, {
        name: 'Site survey and measured drawings',
        description: 'Measured survey of the floor, services and existing condition.',
      }),
      task('design', 5, 15, {
        name: 'Design and fit-out drawings',
        description:
          'Layout, reflected ceiling, mechanical and electrical drawings and specification.',
      }),
      milestone('design-approved', 22, {
        name: 'Design approved',
        description: 'The client approves the drawings after a three-day review.',
      }),
      task('permits', 23, 15, {
        name: 'Building permit and landlord consent',
        description:
          'Applications to building control and the landlord, with their questions answered.',
      }),
      task('tender', 23, 10, {
        name: 'Tender and contractor selection',
        description: 'Tender package, site visits, bid evaluation and negotiation.',
      }),
      milestone('contract-awarded', 32, {
        name: 'Contract awarded',
        description: 'The main contractor signs the contract.',
      }),
      milestone('permit-granted', 37, {
        name: 'Permit granted',
        description: 'Building permit and landlord consent received.',
      }),
      task('site-facilities', 38, 50, {
        name: 'Site facilities and protection',
        description:
          'Welfare, hoarding, temporary power and waste removal until practical completion.',
      }),
      task('strip-out', 40, 5, {
        name: 'Strip-out and demolition',
        description:
          'Remove the old partitions, ceilings and floor finishes after two days of mobilisation.',
      }),
      task('screed', 45, 3, {
        name: 'Floor levelling screed',
        description: 'Levelling screed over the slab, left five days to cure.',
      }),
      task('partitions', 53, 8, {
        name: 'Partition framing',
        description: 'Metal stud partitions, door frames and acoustic insulation.',
      }),
      task('services', 56, 10, {
        name: 'Electrical and plumbing first fix',
        description: 'Cabling, containment, data and pipework inside the open partitions.',
      }),
      task('hvac', 53, 12, {
        name: 'HVAC ductwork and units',
        description: 'Ductwork, fan coil units and controls once the screed has cured.',
      }),
      milestone('first-fix-inspected', 65, {
        name: 'First fix inspected',
        description: 'Building control inspects the services before the walls close.',
      }),
      task('drywall', 66, 10, {
        name: 'Plasterboard, taping and ceilings',
        description: 'Board and tape the partitions, install the suspended ceilings.',
      }),
      task('finishes', 71, 8, {
        name: 'Painting and floor coverings',
        description: 'Paint, carpet tiles and vinyl, room by room behind the boarding.',
      }),
      task('second-fix', 76, 5, {
        name: 'Electrical and plumbing second fix',
        description: 'Sockets, lights, switches, sanitaryware and testing.',
      }),
      task('furniture', 81, 5, {
        name: 'Furniture and IT installation',
        description: 'Desks, storage, meeting rooms, network and AV.',
      }),
      task('snagging', 84, 4, {
        name: 'Snagging and final clean',
        description: 'Walk-through with the client, defects fixed, builders clean.',
      }),
      milestone('practical-completion', 87, {
        name: 'Practical completion',
        description: 'The works are complete apart from minor defects.',
      }),
      milestone('handover', 92, {
        name: 'Handover',
        description: 'Keys, manuals and certificates handed to the client; staff move in.',
      }),
    ],
    links: [
      link('survey', 'design'),
      // Three working days for the client to review the drawings.
      link('design', 'design-approved', 'FS', 3),
      link('design-approved', 'permits'),
      link('design-approved', 'tender'),
      link('tender', 'contract-awarded'),
      link('permits', 'permit-granted'),
      link('contract-awarded', 'site-facilities'),
      link('permit-granted', 'site-facilities'),
      // The facilities stay until practical completion.
      link('practical-completion', 'site-facilities', 'SF'),
      link('contract-awarded', 'strip-out'),
      // Two working days to mobilise once the permit is in.
      link('permit-granted', 'strip-out', 'FS', 2),
      link('strip-out', 'screed'),
      // The screed cures for five working days before anything stands on it.
      link('screed', 'partitions', 'FS', 5),
      link('screed', 'hvac', 'FS', 5),
      link('partitions', 'services', 'SS', 3),
      link('services', 'first-fix-inspected'),
      link('hvac', 'first-fix-inspected'),
      link('first-fix-inspected', 'drywall'),
      // Paint needs the last joints dry: finishes end three days after the boarding.
      link('drywall', 'finishes', 'FF', 3),
      link('drywall', 'second-fix'),
      link('finishes', 'furniture'),
      link('second-fix', 'furniture'),
      // Snagging starts in finished rooms two days before the furniture is all in.
      link('furniture', 'snagging', 'FS', -2),
      link('snagging', 'practical-completion'),
      // A week for certificates, manuals and the move.
      link('practical-completion', 'handover', 'FS', 5),
    ],
    effort: [
      { hours: 400, rate: 95 }, // project manager
      { hours: 160, rate: 120 }, // architect
      { hours: 360, rate: 75 }, // site supervisor
      { hours: 60, rate: 105 }, // quantity surveyor
    ],
    overhead: [
      overhead('Permits and fees', 4500, 'Building control and landlord consent fees'),
      overhead('Site facilities', 6500, 'Welfare, hoarding, temporary power and skips'),
      overhead('Strip-out', 12000, 'Demolition subcontractor and waste disposal'),
      overhead('Partitions and ceilings', 38000, 'Studs, boards, insulation, ceilings and labour'),
      overhead('Electrical and plumbing', 45000, 'First and second fix subcontract'),
      overhead('HVAC', 52000, 'Ductwork, fan coil units and controls'),
      overhead('Finishes', 28000, 'Paint, carpet tiles and vinyl'),
      overhead('Furniture and IT', 60000, 'Desks, chairs, storage, network and AV equipment'),
      overhead('Contingency', 25000, 'About 8% of the construction costs'),
    ],
  },
};

const research: BuiltInTemplate = {
  id: 'builtin-research',
  name: 'User Research Study',
  category: 'Research',
  description:
    'Run a qualitative user research study in about eight weeks: plan and recruit, pilot, interview and test with participants, then synthesise and present the findings.',
  plan: {
    activities: [
      task('brief', 0, 3, {
        name: 'Research brief',
        description: 'Research questions, decisions the study informs and who needs the answers.',
      }),
      task('plan', 3, 5, {
        name: 'Study design and discussion guide',
        description: 'Method, participant criteria, tasks and the interview guide.',
      }),
      task('ethics', 5, 5, {
        name: 'Consent and privacy review',
        description: 'Consent forms, data handling and the ethics or privacy review.',
      }),
      task('recruit', 6, 10, {
        name: 'Participant recruitment',
        description: 'Screener, recruitment through the agency and scheduling of sessions.',
      }),
      milestone('plan-approved', 9, {
        name: 'Study plan approved',
        description: 'The study design and consent have been approved.',
      }),
      task('pilot', 10, 2, {
        name: 'Pilot sessions',
        description: 'Two pilot sessions to test the guide and the prototype.',
      }),
      task('fieldwork', 13, 10, {
        name: 'Interviews and usability sessions',
        description: 'Moderated sessions with the participants, recorded with consent.',
      }),
      milestone('fieldwork-complete', 22, {
        name: 'Fieldwork complete',
        description: 'The last session has been run.',
      }),
      task('notes', 17, 8, {
        name: 'Transcripts and notes',
        description: 'Transcripts and cleaned-up notes, a few sessions behind the fieldwork.',
      }),
      task('synthesis', 25, 6, {
        name: 'Affinity mapping and synthesis',
        description: 'Cluster observations into themes, insights and opportunities.',
      }),
      task('report', 31, 5, {
        name: 'Findings report',
        description: 'Findings, evidence clips and recommendations.',
      }),
      task('repository', 31, 4, {
        name: 'Research repository and personas',
        description: 'Update personas and file the study in the research repository.',
      }),
      milestone('findings-presented', 37, {
        name: 'Findings presented',
        description: 'The readout to stakeholders after their review of the draft.',
      }),
    ],
    links: [
      link('brief', 'plan'),
      link('plan', 'ethics', 'SS', 2),
      link('plan', 'recruit', 'SS', 3),
      link('plan', 'plan-approved'),
      link('ethics', 'plan-approved'),
      link('plan-approved', 'pilot'),
      // A day to adjust the guide after the pilot.
      link('pilot', 'fieldwork', 'FS', 1),
      // The first sessions run while the last participants are still being recruited.
      link('recruit', 'fieldwork', 'FS', -3),
      link('fieldwork', 'fieldwork-complete'),
      // Notes are done two working days after the last session.
      link('fieldwork', 'notes', 'FF', 2),
      link('notes', 'synthesis'),
      link('fieldwork-complete', 'synthesis'),
      link('synthesis', 'report'),
      link('synthesis', 'repository'),
      // Stakeholders review the draft for two working days.
      link('report', 'findings-presented', 'FS', 2),
      link('repository', 'findings-presented'),
    ],
    effort: [
      { hours: 200, rate: 100 }, // research lead
      { hours: 240, rate: 85 }, // user researcher
      { hours: 40, rate: 70 }, // research operations
    ],
    overhead: [
      overhead('Participant incentives', 2400, '16 participants at 150 each'),
      overhead('Recruitment agency', 3200, 'Screening and scheduling of participants'),
      overhead('Transcription', 1200, 'Transcripts of the recorded sessions'),
      overhead('Tools', 600, 'Video, survey and repository licences for the study'),
    ],
  },
};

const consulting: BuiltInTemplate = {
  id: 'builtin-consulting',
  name: 'Operating Model Assessment',
  category: 'Consulting',
  description:
    "Assess a client's operating model in about eight weeks: a diagnostic of the current state, target-model options agreed with leadership, then a business case and roadmap.",
  plan: {
    activities: [
      task('mobilise', 0, 3, {
        name: 'Kick-off and mobilisation',
        description: 'Kick-off with the sponsor, governance, plan and interview list.',
      }),
      task('data-request', 1, 8, {
        name: 'Data request and document review',
        description: 'Organisation charts, costs, volumes, process and system documents.',
      }),
      task('interviews', 3, 10, {
        name: 'Stakeholder interviews',
        description: 'Interviews with leaders and teams across the business.',
      }),
      task('current-state', 9, 8, {
        name: 'Current-state analysis',
        description: 'Processes, structure, spans and layers, costs and pain points.',
      }),
      task('benchmark', 11, 5, {
        name: 'Benchmarking',
        description: 'Compare costs, structure and service levels with peers.',
      }),
      milestone('diagnostic', 16, {
        name: 'Diagnostic readout',
        description: 'The findings on the current state are presented to the sponsor.',
      }),
      task('options', 17, 8, {
        name: 'Target operating model options',
        description: 'Design principles and two or three options for the target model.',
      }),
      task('workshops', 21, 4, {
        name: 'Leadership design workshops',
        description: 'Workshops that shape the options, ending with the options work.',
      }),
      milestone('model-agreed', 27, {
        name: 'Target model agreed',
        description: 'Leadership chooses the target model after a three-day review.',
      }),
      task('business-case', 28, 6, {
        name: 'Business case',
        description: 'Costs, benefits, risks and payback of the chosen model.',
      }),
      task('roadmap', 30, 6, {
        name: 'Implementation roadmap',
        description: 'Waves, milestones, governance and quick wins.',
      }),
      milestone('final-presented', 37, {
        name: 'Final recommendations presented',
        description: 'The final report is presented to the board after partner review.',
      }),
    ],
    links: [
      link('mobilise', 'data-request', 'SS', 1),
      link('mobilise', 'interviews'),
      link('interviews', 'current-state', 'SS', 5),
      link('data-request', 'current-state'),
      link('current-state', 'benchmark', 'SS', 2),
      link('current-state', 'diagnostic'),
      link('benchmark', 'diagnostic'),
      link('diagnostic', 'options'),
      // The last workshop closes the options work.
      link('options', 'workshops', 'FF'),
      // Three working days for leadership to consider the options.
      link('workshops', 'model-agreed', 'FS', 3),
      link('options', 'model-agreed'),
      link('model-agreed', 'business-case'),
      link('business-case', 'roadmap', 'SS', 2),
      // Two working days of partner review before the final presentation.
      link('roadmap', 'final-presented', 'FS', 2),
      link('business-case', 'final-presented'),
    ],
    effort: [
      { hours: 40, rate: 250 }, // partner
      { hours: 240, rate: 175 }, // engagement manager
      { hours: 640, rate: 130 }, // two consultants
      { hours: 80, rate: 95 }, // analyst
    ],
    overhead: [
      overhead('Travel', 6000, 'Travel to client sites for interviews and workshops'),
      overhead('Benchmark data', 4500, 'Licence for the peer benchmarking data set'),
      overhead('Workshops', 1500, 'Workshop rooms, materials and catering'),
    ],
  },
};

/** The built-in templates, in the order of the Templates page's categories. */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = [
  softwareDevelopment,
  marketing,
  construction,
  research,
  consulting,
];
