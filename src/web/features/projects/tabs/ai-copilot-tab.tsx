import {
  type LucideIcon,
  ClipboardList,
  PiggyBank,
  ShieldAlert,
  Sparkles,
  Users,
} from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/web/components/ui/card';

const INSIGHTS: { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Budget Prediction',
    description: 'Forecast the final cost from the budget burn so far.',
    icon: PiggyBank,
  },
  {
    title: 'Resource Optimization',
    description: 'Spot people over 100% capacity and better ways to staff the work.',
    icon: Users,
  },
  {
    title: 'Risk Analysis',
    description: 'Read the risk register and the timeline for what needs attention.',
    icon: ShieldAlert,
  },
  {
    title: 'Status Report',
    description: 'A short status summary of the project, ready to share.',
    icon: ClipboardList,
  },
];

/** AI Copilot: one card per insight; the buttons come alive with the copilot API. */
export function AiCopilotTab() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {INSIGHTS.map(({ title, description, icon: Icon }) => (
        <Card key={title}>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Icon className="size-4 text-primary" aria-hidden="true" /> {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button variant="outline" size="sm" disabled>
              <Sparkles /> Get AI Insights
            </Button>
          </CardFooter>
        </Card>
      ))}
    </div>
  );
}
