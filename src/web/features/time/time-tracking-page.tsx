import { CalendarDays, Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { WhenOpened } from '@/web/components/when-opened';
import { useSignedInMe } from '@/web/hooks/use-me';
import { lazyNamed } from '@/web/lib/lazy-named';
import { CurrentTimerCard } from './current-timer-card';
import { RecentSessions } from './recent-sessions';

// Opened on a click: loaded then, not with the page (with their forms and schemas).
const ExportTimeDialog = lazyNamed(() => import('./export-time-dialog'), 'ExportTimeDialog');
const ImportTimeDialog = lazyNamed(() => import('./import-time-dialog'), 'ImportTimeDialog');

/** Time Tracking (SPEC.md section 2): the current timer card and the latest 20 sessions. */
export function TimeTrackingPage() {
  const me = useSignedInMe();
  const [params] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
  // Notifications stored before 2026-11-23 link here with ?week= or ?timesheet=.
  if (params.has('week') || params.has('timesheet'))
    return <Navigate replace to={`/dashboard/timesheets?${params.toString()}`} />;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Time Tracking"
        description="Your current timer and recent sessions."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/dashboard/timesheets">
                <CalendarDays /> Timesheets
              </Link>
            </Button>
            <Button variant="outline" onClick={() => setExporting(true)}>
              <Download /> Export CSV
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              <Upload /> Import from another tracker
            </Button>
          </>
        }
      />
      <CurrentTimerCard />
      <RecentSessions timeZone={me.timeZone} />
      <WhenOpened open={exporting}>
        <ExportTimeDialog open={exporting} onOpenChange={setExporting} />
      </WhenOpened>
      <WhenOpened open={importing}>
        <ImportTimeDialog open={importing} onOpenChange={setImporting} />
      </WhenOpened>
    </div>
  );
}
