// The prices and feature tiers of SPEC.md section 9.

export type TierName = 'Starter' | 'Growth' | 'Scale' | 'Enterprise';

export interface PricePlan {
  tier: TierName;
  users: string;
  /** '$8', 'Free', 'Custom'. */
  price: string;
  /** What the price is per, or null when there is no per-unit price. */
  unit: string | null;
  billing: string;
  popular: boolean;
  cta: { label: string; href: string };
}

const TRIAL = { label: 'Start Free Trial', href: '/signup' };
const SALES = { label: 'Contact Sales', href: '#contact' };

export const PROJECT_PLANS: readonly PricePlan[] = [
  {
    tier: 'Starter',
    users: '1-10 users',
    price: '$8',
    unit: 'per user / month',
    billing: 'Billed annually',
    popular: false,
    cta: TRIAL,
  },
  {
    tier: 'Growth',
    users: '11-30 users',
    price: '$5',
    unit: 'per user / month',
    billing: 'Billed annually',
    popular: true,
    cta: TRIAL,
  },
  {
    tier: 'Scale',
    users: '31-100 users',
    price: '$3',
    unit: 'per user / month',
    billing: 'Billed annually',
    popular: false,
    cta: TRIAL,
  },
  {
    tier: 'Enterprise',
    users: '100+ users',
    price: 'Custom',
    unit: null,
    billing: 'Contact sales',
    popular: false,
    cta: SALES,
  },
];

export const TIME_TRACKING_PLANS: readonly PricePlan[] = [
  {
    tier: 'Starter',
    users: 'Up to 20 users',
    price: 'Free',
    unit: 'forever',
    billing: 'No card needed',
    popular: false,
    cta: { label: 'Get Started Free', href: '/signup' },
  },
  {
    tier: 'Growth',
    users: '21-50 users',
    price: '$2',
    unit: 'per user / month',
    billing: 'Billed monthly',
    popular: true,
    cta: TRIAL,
  },
  {
    tier: 'Scale',
    users: '51-150 users',
    price: '$1',
    unit: 'per user / month',
    billing: 'Billed monthly',
    popular: false,
    cta: TRIAL,
  },
  {
    tier: 'Enterprise',
    users: '150+ users',
    price: 'Custom',
    unit: null,
    billing: 'Contact sales',
    popular: false,
    cta: SALES,
  },
];

/** What each tier adds to the one before it. */
export const TIER_FEATURES: Record<TierName, { intro: string; features: readonly string[] }> = {
  Starter: {
    intro: 'Everything to get going:',
    features: [
      'Customers, programs and projects',
      'Activities with dependencies',
      'Effort-only budget',
      'Risks',
      'Capacity',
      'Timesheets',
      'Basic analytics',
      'Notifications',
      'Email support',
    ],
  },
  Growth: {
    intro: 'Everything in Starter, plus:',
    features: [
      'Overhead budget',
      'Gantt and baselines',
      'Registers',
      'Change requests',
      'Payment milestones',
      'Resource calendar',
      'Custom reports',
    ],
  },
  Scale: {
    intro: 'Everything in Growth, plus:',
    features: [
      'Timesheet approvals',
      'Utilization targets',
      'Templates',
      'Audit log',
      'Baseline comparison',
      'Break types',
      'Heat maps',
      'CSV import/export',
    ],
  },
  Enterprise: {
    intro: 'Everything in Scale, plus:',
    features: [
      'AI copilot',
      'Multi-department',
      'Custom roles',
      'SSO',
      'API',
      'White-label',
      'SLA',
    ],
  },
};
