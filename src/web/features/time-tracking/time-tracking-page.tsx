import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyTable } from '@/web/components/empty-table';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';

const COLUMNS = ['Project', 'Start Time', 'End Time', 'Duration', 'Type', 'Notes'] as const;

export function TimeTrackingPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Time Tracking" description="Your current timer and recent sessions." />
      <Card>
        <CardHeader>
          <CardTitle>Current Timer</CardTitle>
          <CardDescription>No timer is running.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/dashboard/time-tracker">
              <Timer /> Open Time Tracker
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card className="gap-2 pb-2">
        <CardHeader>
          <CardTitle>Recent Sessions</CardTitle>
        </CardHeader>
        <EmptyTable columns={COLUMNS} message="No sessions yet" />
      </Card>
    </div>
  );
}
