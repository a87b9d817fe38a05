/** The wizard's steps in order (SPEC.md section 2), named as the progress indicator shows them. */
export const SETUP_STEPS = [
  { key: 'organization', label: 'Organization' },
  { key: 'resources', label: 'Resources' },
  { key: 'customers', label: 'Customers' },
] as const;

export type SetupStepKey = (typeof SETUP_STEPS)[number]['key'];

/** The step named by ?step=, the first one when missing or unknown. */
export function setupStepIndex(value: string | null): number {
  const index = SETUP_STEPS.findIndex((step) => step.key === value);
  return index === -1 ? 0 : index;
}
