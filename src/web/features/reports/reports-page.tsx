import { FileBarChart } from 'lucide-react';
import { EmptyState } from '@/web/components/empty-state';
import { PageHeader } from '@/web/components/page-header';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card';

export function ReportsPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Reports" description="Build, run and export reports on your data." />
      <Card>
        <CardHeader>
          <CardTitle>Custom Report Builder</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyState icon={FileBarChart} message="No reports yet" />
        </CardContent>
      </Card>
    </div>
  );
}
