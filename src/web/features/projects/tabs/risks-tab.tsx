import { ShieldAlert } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { EntryDetails } from './entry-details';
import { RISK_LEVEL_BADGES, RISK_LEVEL_LABELS, RISK_STATUS_LABELS } from './entry-labels';
import type { ProjectTabProps } from './project-tab';
import { type RegisterConfig, RegisterTab } from './register-tab';
import { RiskForm } from './risk-form';

const RISKS: RegisterConfig<'risks'> = {
  kind: 'risks',
  title: 'Risk Register',
  description: 'Risks with their level, impact, mitigation plan and status.',
  noun: 'Risk',
  emptyMessage: 'No risks documented',
  emptyIcon: ShieldAlert,
  dialogDescription: 'A risk to the project, how bad it would be and how to handle it.',
  statusLabels: RISK_STATUS_LABELS,
  view: (risk) => ({
    name: risk.riskDescription,
    badges: (
      <Badge variant={RISK_LEVEL_BADGES[risk.riskLevel]}>{RISK_LEVEL_LABELS[risk.riskLevel]}</Badge>
    ),
    details: (
      <EntryDetails
        items={[
          ['Impact', risk.impact],
          ['Mitigation', risk.mitigationPlan],
        ]}
      />
    ),
  }),
  Form: RiskForm,
  deleted: 'Risk deleted',
  deleteFailed: 'Failed to delete risk',
};

export function RisksTab({ project }: ProjectTabProps) {
  return <RegisterTab project={project} config={RISKS} />;
}
