import type * as Enums from '../../shared/enums';

// The project registers of the demo, by project code: every level and status shows up, and
// more than five potential risks turn the dashboards' AI insight into the risk warning.

type Of<T extends readonly string[]> = T[number];

export const DEMO_RISKS: {
  project: string;
  description: string;
  level: Of<typeof Enums.RISK_LEVELS>;
  status: Of<typeof Enums.RISK_STATUSES>;
  impact?: string;
  mitigation?: string;
}[] = [
  {
    project: 'CON-101',
    description: 'Single sign-on provider may not be ready before the pilot.',
    level: 'high',
    status: 'potential',
    impact: 'Pilot users cannot sign in; go-live slips.',
    mitigation: 'Review weekly in the steering meeting',
  },
  {
    project: 'CON-101',
    description: 'Customer content migration takes longer than the two weeks planned.',
    level: 'medium',
    status: 'materialized',
    impact: 'Pilot starts with part of the help articles missing.',
    mitigation: 'Two Contoso editors join the migration for three weeks.',
  },
  {
    project: 'CON-101',
    description: 'The accessibility audit finds blocking issues late in the build.',
    level: 'low',
    status: 'mitigated',
    mitigation: 'Audit of the design system moved into the Design phase.',
  },
  {
    project: 'CON-102',
    description: 'Point-of-sale exports arrive late and incomplete from older stores.',
    level: 'medium',
    status: 'potential',
    mitigation: 'Review weekly in the steering meeting',
  },
  {
    project: 'CON-102',
    description: 'Store managers do not adopt the dashboards after the handover.',
    level: 'low',
    status: 'potential',
    mitigation: 'Train two champions per region.',
  },
  {
    project: 'CON-102',
    description: 'The data warehouse licence expires before the handover.',
    level: 'critical',
    status: 'mitigated',
    impact: 'No dashboards at all after the expiry date.',
    mitigation: 'Licence renewed for two years by Contoso procurement.',
  },
  {
    project: 'FAB-201',
    description: 'Key finance staff are unavailable during the year-end close.',
    level: 'high',
    status: 'potential',
    mitigation: 'Review weekly in the steering meeting',
  },
  {
    project: 'FAB-201',
    description: 'Legacy stock data holds duplicate article numbers across warehouses.',
    level: 'critical',
    status: 'potential',
    impact: 'Stock levels would be wrong from the first day on the new ERP.',
  },
  {
    project: 'TSL-301',
    description: 'Instrument vendor API is undocumented.',
    level: 'critical',
    status: 'materialized',
    impact: 'Integration effort is double the estimate.',
    mitigation: 'Vendor engineer on site two days a week.',
  },
  {
    project: 'TSL-301',
    description: 'Beta testers are away during the conference season.',
    level: 'medium',
    status: 'potential',
  },
  {
    project: 'FAB-202',
    description: 'Findings may extend the scope of the ERP migration.',
    level: 'medium',
    status: 'potential',
    mitigation: 'Review weekly in the steering meeting',
  },
  {
    project: 'FAB-202',
    description: 'Auditor availability in the review window is not confirmed.',
    level: 'low',
    status: 'potential',
  },
];

export const DEMO_DEPENDENCIES: {
  project: string;
  description: string;
  type: Of<typeof Enums.DEPENDENCY_TYPES>;
  dependentOn: Of<typeof Enums.DEPENDENT_ON>;
  status: Of<typeof Enums.DEPENDENCY_STATUSES>;
}[] = [
  {
    project: 'CON-101',
    description: 'Identity team configures the single sign-on tenant',
    type: 'internal',
    dependentOn: 'team',
    status: 'open',
  },
  {
    project: 'CON-101',
    description: 'Hosting vendor provisions the production environment',
    type: 'external',
    dependentOn: 'vendor',
    status: 'resolved',
  },
  {
    project: 'CON-102',
    description: 'Nightly export job from the point-of-sale system',
    type: 'external',
    dependentOn: 'system',
    status: 'blocked',
  },
  {
    project: 'FAB-201',
    description: 'Finance closes the books before the cut-over',
    type: 'internal',
    dependentOn: 'team',
    status: 'open',
  },
  {
    project: 'TSL-301',
    description: 'Instrument vendor publishes a sandbox of the booking API',
    type: 'external',
    dependentOn: 'vendor',
    status: 'blocked',
  },
  {
    project: 'TSL-301',
    description: 'Lab IT opens the firewall to the instrument network',
    type: 'internal',
    dependentOn: 'system',
    status: 'resolved',
  },
];

export const DEMO_INTEGRATIONS: {
  project: string;
  name: string;
  type: Of<typeof Enums.INTEGRATION_TYPES>;
  details: string;
  status: Of<typeof Enums.INTEGRATION_STATUSES>;
}[] = [
  {
    project: 'CON-101',
    name: 'Contoso single sign-on',
    type: 'api',
    details: 'OpenID Connect against the Contoso identity provider.',
    status: 'in_progress',
  },
  {
    project: 'CON-101',
    name: 'CRM customer updates',
    type: 'webhook',
    details: 'The CRM posts changed customer records to the portal.',
    status: 'planned',
  },
  {
    project: 'CON-102',
    name: 'Point-of-sale nightly export',
    type: 'file',
    details: 'CSV per store on SFTP, loaded at 02:00.',
    status: 'failed',
  },
  {
    project: 'CON-102',
    name: 'Sales data warehouse',
    type: 'database',
    details: 'Read replica of the sales warehouse for the dashboards.',
    status: 'completed',
  },
  {
    project: 'FAB-201',
    name: 'ERP general ledger',
    type: 'database',
    details: 'Opening balances loaded from the old ledger.',
    status: 'planned',
  },
  {
    project: 'TSL-301',
    name: 'Instrument booking API',
    type: 'api',
    details: 'REST API of the instrument vendor, polled every five minutes.',
    status: 'in_progress',
  },
];

/** Requested by the project manager; decided ones were reviewed by the head of PMO. */
export const DEMO_CHANGE_REQUESTS: {
  project: string;
  type: Of<typeof Enums.CHANGE_TYPES>;
  description: string;
  justification: string;
  impact?: string;
  status: Of<typeof Enums.CHANGE_STATUSES>;
  createdOffset: number;
  review?: { notes: string; offset: number };
}[] = [
  {
    project: 'CON-101',
    type: 'scope',
    description: 'Add a self-service invoice download to the portal.',
    justification:
      'Contoso asked for it at the last steering meeting; it removes most support calls.',
    impact: 'About 60 more hours in the Build phase.',
    status: 'pending',
    createdOffset: -2,
  },
  {
    project: 'TSL-301',
    type: 'budget',
    description: 'Raise the effort budget by 120 hours for the vendor integration.',
    justification: 'The instrument API is undocumented and takes twice the estimated effort.',
    impact: 'Budget grows by about 8,000 USD; the beta date holds.',
    status: 'pending',
    createdOffset: -1,
  },
  {
    project: 'CON-102',
    type: 'schedule',
    description: 'Move the dashboards handover one week later.',
    justification: 'Point-of-sale exports from the older stores arrive three weeks late.',
    status: 'approved',
    createdOffset: -9,
    review: { notes: 'Approved: agreed with Contoso Retail at the weekly check-in.', offset: -7 },
  },
  {
    project: 'CON-101',
    type: 'resource',
    description: 'Bring a second designer into the Design phase for two weeks.',
    justification: 'The design backlog grew after the usability tests with pilot customers.',
    status: 'approved',
    createdOffset: -40,
    review: { notes: 'Approved for two weeks, within the existing budget.', offset: -38 },
  },
  {
    project: 'TSL-301',
    type: 'resource',
    description: 'Add a second developer to the vendor integration.',
    justification: 'Would keep the beta date if the vendor sandbox arrives late.',
    status: 'rejected',
    createdOffset: -6,
    review: {
      notes: 'Rejected: no developer is free before the beta; ask again after it.',
      offset: -4,
    },
  },
];

/** Amounts in the organization's currency; `activity` names an activity of the same project. */
export const DEMO_PAYMENTS: {
  project: string;
  name: string;
  amount: string;
  dueOffset: number | null;
  activity?: string;
  status: Of<typeof Enums.PAYMENT_STATUSES>;
}[] = [
  {
    project: 'CON-101',
    name: 'Contract signature',
    amount: '96000.00',
    dueOffset: -70,
    status: 'received',
  },
  {
    project: 'CON-101',
    name: 'Design sign-off',
    amount: '96000.00',
    dueOffset: -20,
    activity: 'Design',
    status: 'received',
  },
  {
    project: 'CON-101',
    name: 'Pilot live',
    amount: '144000.00',
    dueOffset: 45,
    activity: 'Pilot go-live',
    status: 'pending',
  },
  {
    project: 'CON-101',
    name: 'End of hypercare',
    amount: '144000.00',
    dueOffset: 60,
    activity: 'Hypercare',
    status: 'pending',
  },
  {
    project: 'CON-102',
    name: 'Pipeline delivered',
    amount: '84000.00',
    dueOffset: -3,
    activity: 'Pipeline',
    status: 'invoiced',
  },
  {
    project: 'CON-102',
    name: 'Handover',
    amount: '126000.00',
    dueOffset: 30,
    activity: 'Handover',
    status: 'pending',
  },
  { project: 'FAB-201', name: 'Kick-off', amount: '130000.00', dueOffset: 10, status: 'pending' },
  {
    project: 'FAB-201',
    name: 'Final acceptance',
    amount: '195000.00',
    dueOffset: null,
    status: 'pending',
  },
  {
    project: 'TSL-301',
    name: 'Prototype accepted',
    amount: '28500.00',
    dueOffset: -10,
    activity: 'Prototype',
    status: 'received',
  },
  {
    project: 'TSL-301',
    name: 'Beta release',
    amount: '66500.00',
    dueOffset: 25,
    activity: 'Beta release',
    status: 'pending',
  },
];
