import { useMutation } from '@tanstack/react-query';
import {
  type LucideIcon,
  ClipboardList,
  PiggyBank,
  ShieldAlert,
  Sparkles,
  Users,
} from 'lucide-react';
import { BUILT_IN_ANALYST, type CopilotAnswer, type CopilotType } from '@/shared/schemas/copilot';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { api, unwrap } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';
import type { ProjectTabProps } from './project-tab';

const INSIGHTS: { type: CopilotType; title: string; description: string; icon: LucideIcon }[] = [
  {
    type: 'budget_prediction',
    title: 'Budget Prediction',
    description: 'Forecast the final cost from the budget burn so far.',
    icon: PiggyBank,
  },
  {
    type: 'resource_optimization',
    title: 'Resource Optimization',
    description: 'Spot people over 100% capacity and better ways to staff the work.',
    icon: Users,
  },
  {
    type: 'risk_analysis',
    title: 'Risk Analysis',
    description: 'Read the risk register and the timeline for what needs attention.',
    icon: ShieldAlert,
  },
  {
    type: 'status_report',
    title: 'Status Report',
    description: 'A short status summary of the project, ready to share.',
    icon: ClipboardList,
  },
];

/** The answer's plain text: paragraphs apart by a blank line, lines kept as written. */
function AnswerText({ text }: { text: string }) {
  return (
    <div className="space-y-3 text-sm">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

function InsightCard({
  projectId,
  insight: { type, title, description, icon: Icon },
}: {
  projectId: string;
  insight: (typeof INSIGHTS)[number];
}) {
  const ask = useMutation({
    mutationFn: (): Promise<CopilotAnswer> =>
      unwrap(
        api.POST('/api/v1/projects/{projectId}/copilot', {
          params: { path: { projectId } },
          body: { type },
        }),
      ),
    onSuccess: () => toast.success('AI insights generated'),
    onError: () => toast.error('Failed to generate insights'),
  });
  const answer = ask.data;
  const headingId = `copilot-${type}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-center gap-2">
          <Icon className="size-4 text-primary" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {answer && (
        <CardContent className="space-y-3" aria-live="polite">
          <AnswerText text={answer.response} />
          <p className="text-xs text-muted-foreground">
            {answer.writtenBy === BUILT_IN_ANALYST
              ? 'Written by the built-in analyst'
              : `Written by ${answer.writtenBy}`}
          </p>
        </CardContent>
      )}
      <CardFooter>
        <Button variant="outline" size="sm" busy={ask.isPending} onClick={() => ask.mutate()}>
          {ask.isPending ? (
            'Analyzing...'
          ) : (
            <>
              <Sparkles aria-hidden="true" /> Get AI Insights
            </>
          )}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** AI Copilot: four questions about the project, each answered from its own data. */
export function AiCopilotTab({ project }: ProjectTabProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {INSIGHTS.map((insight) => (
        <InsightCard key={insight.type} projectId={project.id} insight={insight} />
      ))}
    </div>
  );
}
