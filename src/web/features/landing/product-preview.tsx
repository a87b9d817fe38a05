import { Clock, FolderKanban, LayoutDashboard, Sparkles, Timer, Users } from 'lucide-react';

// An illustration of the app for the hero; hidden from assistive technology.

const KPIS = [
  { label: 'Utilization', value: '82%', bar: 'w-[82%]' },
  { label: 'Budget burn', value: '64%', bar: 'w-[64%]' },
  { label: 'Hours this week', value: '312', bar: 'w-[70%]' },
  { label: 'At-risk projects', value: '2', bar: 'w-[20%]' },
] as const;

const ACTIVITIES = [
  { name: 'Discovery', offset: 'ml-[0%]', width: 'w-[22%]', tone: 'bg-primary' },
  { name: 'UX design', offset: 'ml-[16%]', width: 'w-[30%]', tone: 'bg-primary/80' },
  { name: 'Build', offset: 'ml-[38%]', width: 'w-[40%]', tone: 'bg-chart-2' },
  { name: 'QA & launch', offset: 'ml-[74%]', width: 'w-[18%]', tone: 'bg-chart-3' },
] as const;

const NAV = [
  { icon: LayoutDashboard, label: 'Dashboard', active: true },
  { icon: FolderKanban, label: 'Projects', active: false },
  { icon: Timer, label: 'Time Tracker', active: false },
  { icon: Users, label: 'Resources', active: false },
] as const;

export function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-5xl select-none">
      <div className="absolute -inset-x-8 -top-8 -bottom-8 -z-10 rounded-[2rem] bg-linear-to-tr from-primary/20 via-chart-2/10 to-chart-4/20 blur-2xl" />
      <div className="overflow-hidden rounded-xl border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-2 border-b bg-muted/50 px-4 py-3">
          <span className="size-3 rounded-full bg-red-400/80" />
          <span className="size-3 rounded-full bg-amber-400/80" />
          <span className="size-3 rounded-full bg-emerald-400/80" />
          <span className="mx-auto hidden rounded-md bg-background px-3 py-1 text-muted-foreground text-xs sm:block">
            acme.stint.app/dashboard
          </span>
        </div>
        <div className="grid sm:grid-cols-[11rem_1fr]">
          <div className="hidden border-r bg-sidebar p-3 sm:block">
            {NAV.map(({ icon: Icon, label, active }) => (
              <div
                key={label}
                className={`mb-1 flex items-center gap-2 rounded-md px-2 py-1.5 text-xs ${
                  active
                    ? 'bg-sidebar-accent font-medium text-sidebar-accent-foreground'
                    : 'text-muted-foreground'
                }`}
              >
                <Icon className="size-3.5" />
                {label}
              </div>
            ))}
          </div>
          <div className="space-y-4 p-4 sm:p-5">
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              {KPIS.map((kpi) => (
                <div key={kpi.label} className="rounded-lg border bg-background p-3">
                  <p className="text-[11px] text-muted-foreground">{kpi.label}</p>
                  <p className="mt-1 font-semibold text-lg tabular-nums">{kpi.value}</p>
                  <div className="mt-2 h-1.5 rounded-full bg-muted">
                    <div className={`h-full rounded-full bg-primary ${kpi.bar}`} />
                  </div>
                </div>
              ))}
            </div>
            <div className="grid gap-3 lg:grid-cols-[1fr_14rem]">
              <div className="rounded-lg border bg-background p-3">
                <div className="mb-3 flex items-center justify-between">
                  <p className="font-medium text-xs">Website relaunch · WEB-204</p>
                  <span className="rounded bg-emerald-500/15 px-1.5 py-0.5 text-[10px] text-emerald-700 dark:text-emerald-300">
                    On Track
                  </span>
                </div>
                <div className="space-y-2.5">
                  {ACTIVITIES.map((activity) => (
                    <div
                      key={activity.name}
                      className="grid grid-cols-[5.5rem_1fr] items-center gap-2"
                    >
                      <span className="truncate text-[11px] text-muted-foreground">
                        {activity.name}
                      </span>
                      <div className="h-4 rounded bg-muted/60">
                        <div
                          className={`h-full rounded ${activity.offset} ${activity.width} ${activity.tone}`}
                        />
                      </div>
                    </div>
                  ))}
                </div>
              </div>
              <div className="space-y-2 rounded-lg border bg-background p-3">
                <p className="flex items-center gap-1.5 font-medium text-xs">
                  <Sparkles className="size-3.5 text-primary" /> AI Copilot
                </p>
                <p className="rounded-md bg-amber-500/10 p-2 text-[11px] leading-snug">
                  Maria is booked at 120% next week across two projects.
                </p>
                <p className="rounded-md bg-primary/10 p-2 text-[11px] leading-snug">
                  Build phase burns budget 12% faster than planned.
                </p>
                <p className="flex items-center gap-1.5 pt-1 text-[11px] text-muted-foreground">
                  <Clock className="size-3" /> Updated 2 min ago
                </p>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
