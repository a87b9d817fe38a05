import type { ReactNode } from 'react';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

interface TabSectionProps {
  title: string;
  description?: string;
  /** The tab's main button (Add Risk ...). */
  action?: ReactNode;
  children: ReactNode;
}

/** One block of a project tab: a titled card with its action on the right. */
export function TabSection({ title, description, action, children }: TabSectionProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
