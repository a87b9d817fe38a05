import { Plug } from 'lucide-react';
import { Badge } from '@/web/components/ui/badge';
import { EntryDetails } from './entry-details';
import { INTEGRATION_STATUS_LABELS, INTEGRATION_TYPE_LABELS } from './entry-labels';
import { IntegrationForm } from './integration-form';
import type { ProjectTabProps } from './project-tab';
import { type RegisterConfig, RegisterTab } from './register-tab';

const INTEGRATIONS: RegisterConfig<'integrations'> = {
  kind: 'integrations',
  title: 'Integrations',
  description: 'APIs, databases, files and webhooks the project connects.',
  noun: 'Integration',
  emptyMessage: 'No integrations tracked',
  emptyIcon: Plug,
  dialogDescription: 'A system the project connects to, and how.',
  statusLabels: INTEGRATION_STATUS_LABELS,
  view: (integration) => ({
    name: integration.integrationName,
    badges: (
      <Badge variant="secondary">{INTEGRATION_TYPE_LABELS[integration.integrationType]}</Badge>
    ),
    details: <EntryDetails items={[['Details', integration.integrationDetails]]} />,
  }),
  Form: IntegrationForm,
  deleted: 'Integration deleted',
  deleteFailed: 'Failed to delete integration',
};

export function IntegrationsTab({ project }: ProjectTabProps) {
  return <RegisterTab project={project} config={INTEGRATIONS} />;
}
