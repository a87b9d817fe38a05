import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  type Holiday,
  holidayInputSchema,
  WEEKDAYS,
  type WorkingCalendar,
  workingCalendarInputSchema,
} from '@/shared/schemas/organization';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DataTable } from '@/web/components/data-table';
import { FormDialog } from '@/web/components/form-dialog';
import { FormAlert, FormInput } from '@/web/components/form-field';
import { rowActionsColumn } from '@/web/components/row-actions';
import { Button } from '@/web/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card';
import { useDateSettings } from '@/web/hooks/use-me';
import { errorMessage } from '@/web/lib/api';
import { formatDay, formatWeekday } from '@/web/lib/format-date';
import { submitHandler } from '@/web/lib/form-submit';
import { toOptionalNumber } from '@/web/lib/optional-number';
import { holidaysQuery, workingCalendarQuery } from '@/web/lib/organization-queries';
import { toast } from '@/web/lib/toast';
import {
  useCreateHoliday,
  useDeleteHoliday,
  useSaveWorkingCalendar,
} from './use-organization-mutations';

const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_LONG = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Working weekdays and default utilization targets: the admin edits, others read. */
function WorkingCalendarForm({
  calendar,
  canManage,
}: {
  calendar: WorkingCalendar;
  canManage: boolean;
}) {
  const save = useSaveWorkingCalendar();
  const form = useForm({
    resolver: zodResolver(workingCalendarInputSchema),
    defaultValues: {
      workingWeekdays: calendar.workingWeekdays,
      defaultTargetHoursPerWeek: calendar.defaultTargetHoursPerWeek,
      defaultTargetBillablePercentage: calendar.defaultTargetBillablePercentage,
    },
  });
  const onSubmit = submitHandler(form, {
    action: (values) => save.mutateAsync(values),
    success: 'Working calendar saved',
    failure: 'Failed to save working calendar',
    onSuccess: (saved) => form.reset(saved),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Working calendar</CardTitle>
        <CardDescription>
          The days your organization works and the utilization targets people start with.
        </CardDescription>
      </CardHeader>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
        <fieldset disabled={!canManage} className="contents">
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <Controller
              control={form.control}
              name="workingWeekdays"
              render={({ field, fieldState }) => {
                const days = new Set(field.value ?? []);
                return (
                  <div className="sm:col-span-2">
                    <fieldset
                      className="space-y-2"
                      aria-describedby={fieldState.error ? 'working-days-error' : undefined}
                    >
                      <legend className="font-medium text-sm">Working days</legend>
                      <div className="flex flex-wrap gap-x-4 gap-y-2">
                        {WEEKDAYS.map((day) => (
                          <label key={day} className="flex items-center gap-2 text-sm">
                            <input
                              type="checkbox"
                              className="size-4 accent-primary"
                              aria-label={WEEKDAY_LONG[day - 1]}
                              checked={days.has(day)}
                              onChange={(event) => {
                                const next = new Set(days);
                                if (event.target.checked) next.add(day);
                                else next.delete(day);
                                field.onChange([...next].sort((a, b) => a - b));
                              }}
                            />
                            {WEEKDAY_NAMES[day - 1]}
                          </label>
                        ))}
                      </div>
                      {fieldState.error ? (
                        <p id="working-days-error" className="text-destructive text-sm">
                          {fieldState.error.message}
                        </p>
                      ) : null}
                    </fieldset>
                  </div>
                );
              }}
            />
            <FormInput
              form={form}
              name="defaultTargetHoursPerWeek"
              registerOptions={{ setValueAs: toOptionalNumber }}
              id="default-target-hours"
              label="Default target hours per week"
              type="number"
              inputMode="decimal"
              min={0}
              max={168}
              step={0.5}
            />
            <FormInput
              form={form}
              name="defaultTargetBillablePercentage"
              registerOptions={{ setValueAs: toOptionalNumber }}
              id="default-target-billable"
              label="Default billable target (%)"
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
            />
            <FormAlert
              className="sm:col-span-2"
              message={form.formState.errors.root?.server?.message}
            />
          </CardContent>
        </fieldset>
        {canManage ? (
          <CardFooter className="justify-end border-t pt-6">
            <Button type="submit" busy={form.formState.isSubmitting} className="w-full sm:w-auto">
              Save Working Calendar
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}

function AddHolidayDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateHoliday();
  const form = useForm({ resolver: zodResolver(holidayInputSchema) });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add Holiday"
      description="A day the whole organization does not work."
      form={form}
      defaultValues={{ date: '', name: '' }}
      submit={{
        action: (input) => create.mutateAsync(input),
        success: 'Holiday added',
        failure: 'Failed to add holiday',
      }}
      submitLabel="Add Holiday"
    >
      <FormInput form={form} name="date" id="holiday-date" label="Date" type="date" />
      <FormInput
        form={form}
        name="name"
        id="holiday-name"
        label="Name"
        placeholder="New Year’s Day"
        autoComplete="off"
      />
    </FormDialog>
  );
}

const column = createColumnHelper<Holiday>();

function HolidaysCard({ canManage }: { canManage: boolean }) {
  const settings = useDateSettings();
  const holidays = useQuery(holidaysQuery());
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const remove = useDeleteHoliday();

  const columns = useMemo(() => {
    const list = [
      column.accessor('date', {
        header: 'Date',
        cell: ({ getValue }) => formatDay(getValue(), settings),
      }),
      column.accessor('name', {
        header: 'Name',
        cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
      }),
      column.accessor((row) => row.date, {
        id: 'weekday',
        header: 'Day',
        enableSorting: false,
        cell: ({ getValue }) => formatWeekday(getValue(), 'long', settings),
      }),
    ];
    return canManage ? [...list, rowActionsColumn<Holiday>({ onDelete: setDeleting })] : list;
  }, [canManage, settings]);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Holiday deleted');
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete holiday'));
    }
  };

  return (
    <Card className="gap-2 pb-2">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Holidays</CardTitle>
          <CardDescription>Days off for everyone; they reduce capacity.</CardDescription>
        </div>
        {canManage ? (
          <Button onClick={() => setAdding(true)}>
            <Plus /> Add Holiday
          </Button>
        ) : null}
      </CardHeader>
      <DataTable
        label="Holidays"
        columns={columns}
        data={holidays.data ?? []}
        getRowId={(row) => row.id}
        loading={holidays.isPending}
        emptyMessage={holidays.isError ? 'Holidays could not be loaded.' : 'No holidays yet'}
      />
      {canManage ? (
        <>
          <AddHolidayDialog open={adding} onOpenChange={setAdding} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => (open ? undefined : setDeleting(null))}
            title={deleting ? `Delete ${deleting.name}?` : 'Delete holiday?'}
            description="Are you sure you want to delete this holiday?"
            busy={remove.isPending}
            onConfirm={() => void confirmDelete()}
          />
        </>
      ) : null}
    </Card>
  );
}

export function CalendarTab({ canManage }: { canManage: boolean }) {
  const calendar = useQuery(workingCalendarQuery);
  return (
    <div className="space-y-6">
      {calendar.data ? (
        <WorkingCalendarForm calendar={calendar.data} canManage={canManage} />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Working calendar</CardTitle>
            <CardDescription>
              {calendar.isError ? 'The working calendar could not be loaded.' : 'Loading…'}
            </CardDescription>
          </CardHeader>
        </Card>
      )}
      <HolidaysCard canManage={canManage} />
    </div>
  );
}
