import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, Save, Trash2 } from 'lucide-react';
import { memo, useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  type BulkDraftField,
  type BulkDraftRow,
  blankBulkRow,
  bulkSaveOf,
} from '@/shared/domain/bulk-resources';
import {
  BULK_ADDED_ROWS,
  BULK_INITIAL_ROWS,
  BULK_MESSAGES,
  BULK_MIN_ROWS,
  type BulkResourcesRequest,
} from '@/shared/schemas/bulk-resources';
import { PageHeader } from '@/web/components/page-header';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent } from '@/web/components/ui/card';
import { Input } from '@/web/components/ui/input';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table';
import { errorMessage } from '@/web/lib/api';
import { api, unwrap } from '@/web/lib/api-client';
import { toast } from '@/web/lib/toast';

const COLUMNS: readonly { field: BulkDraftField; label: string; type?: string; width: string }[] = [
  { field: 'fullName', label: 'Full Name', width: 'min-w-44' },
  { field: 'email', label: 'Email', type: 'email', width: 'min-w-52' },
  { field: 'employeeId', label: 'Employee ID', width: 'min-w-28' },
  { field: 'jobTitle', label: 'Job Title', width: 'min-w-36' },
  { field: 'department', label: 'Department', width: 'min-w-36' },
  { field: 'team', label: 'Team', width: 'min-w-32' },
  { field: 'hourlyCost', label: 'Hourly Cost', type: 'number', width: 'min-w-28' },
  { field: 'locationCountry', label: 'Location', width: 'min-w-32' },
  { field: 'managerEmail', label: 'Manager Email', type: 'email', width: 'min-w-52' },
];

const blankRows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => blankBulkRow(from + i));

/**
 * Bulk Resources: 50 blank rows, 5 more a click, each removable but the last. Save All
 * Resources sends the rows with a name and an email; known emails of the organization update
 * their person, unknown ones are invited when "Invite new people" is ticked. Saved rows leave
 * the page; refused ones stay with the server's reason beneath them.
 */
export function BulkResourcesPage() {
  const queryClient = useQueryClient();
  const nextKey = useRef(BULK_INITIAL_ROWS + 1);
  const [rows, setRows] = useState<BulkDraftRow[]>(() => blankRows(1, BULK_INITIAL_ROWS));
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const [invite, setInvite] = useState(false);

  const save = useMutation({
    mutationFn: (body: BulkResourcesRequest) =>
      unwrap(api.POST('/api/v1/resources/bulk', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['resources'] }),
  });

  const change = useCallback((key: number, field: BulkDraftField, value: string) => {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
  }, []);

  // The rows as last rendered, so removing stays one callback (the rows are memoized).
  const rendered = useRef(rows);
  rendered.current = rows;
  const remove = useCallback((key: number) => {
    if (rendered.current.length <= BULK_MIN_ROWS) {
      toast.error(BULK_MESSAGES.lastRow);
      return;
    }
    setRows((current) => current.filter((row) => row.key !== key));
    toast.success(BULK_MESSAGES.removed);
  }, []);

  const addRows = () => {
    const from = nextKey.current;
    nextKey.current += BULK_ADDED_ROWS;
    setRows((current) => [...current, ...blankRows(from, BULK_ADDED_ROWS)]);
    toast.success(BULK_MESSAGES.added);
  };

  const saveAll = async () => {
    const request = bulkSaveOf(rows);
    if ('problem' in request) {
      toast.error(request.problem);
      return;
    }
    const keyAt = (place: number) => rows[place - 1]!.key;
    try {
      const result = await save.mutateAsync({ inviteNewPeople: invite, rows: request.rows });
      const refused = new Map(result.errors.map((e) => [keyAt(e.row), e.error]));
      const sent = new Set(request.rows.map((r) => keyAt(r.row)));
      setErrors(refused);
      setRows((current) => {
        const left = current.filter((row) => !sent.has(row.key) || refused.has(row.key));
        if (left.length > 0) return left;
        const from = nextKey.current;
        nextKey.current += BULK_INITIAL_ROWS;
        return blankRows(from, BULK_INITIAL_ROWS);
      });
      if (result.successful > 0) toast.success(BULK_MESSAGES.saved(result.successful));
      if (result.failed > 0) toast.error(BULK_MESSAGES.failed(result.failed));
    } catch (error) {
      toast.error(errorMessage(error, BULK_MESSAGES.saveFailed));
    }
  };

  const filled = rows.filter((row) => row.fullName.trim() && row.email.trim()).length;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Bulk Resources"
        description="Add or update many resources at once. Rows need a name and an email."
        actions={
          <>
            <Button variant="outline" asChild>
              <Link to="/dashboard/resources">
                <ArrowLeft /> Cancel
              </Link>
            </Button>
            <Button type="button" onClick={saveAll} disabled={save.isPending}>
              <Save /> Save All Resources
            </Button>
          </>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-primary"
                checked={invite}
                onChange={(event) => setInvite(event.target.checked)}
              />
              <span>
                Invite new people
                <span className="block text-muted-foreground">
                  Emails not yet in your organization are added and sent an invitation.
                </span>
              </span>
            </label>
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {rows.length} rows, {filled} filled
            </p>
          </div>
          <Table scrollLabel="Resources to save" aria-label="Resources to save">
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">#</TableHead>
                {COLUMNS.map((column) => (
                  <TableHead key={column.field}>{column.label}</TableHead>
                ))}
                <TableHead className="w-12">
                  <span className="sr-only">Remove</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row, index) => (
                <DraftRow
                  key={row.key}
                  row={row}
                  place={index + 1}
                  error={errors.get(row.key)}
                  onChange={change}
                  onRemove={remove}
                />
              ))}
            </TableBody>
          </Table>
          <Button type="button" variant="outline" onClick={addRows}>
            <Plus /> Add 5 More Rows
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

interface DraftRowProps {
  row: BulkDraftRow;
  place: number;
  error: string | undefined;
  onChange: (key: number, field: BulkDraftField, value: string) => void;
  onRemove: (key: number) => void;
}

/** One row of inputs; memoized, so typing in one row re-renders only that row. */
const DraftRow = memo(function DraftRow({ row, place, error, onChange, onRemove }: DraftRowProps) {
  const errorId = `bulk-row-${row.key}-error`;
  return (
    <>
      <TableRow className={error ? 'border-b-0' : undefined}>
        <TableCell className="text-muted-foreground tabular-nums">{place}</TableCell>
        {COLUMNS.map((column) => (
          <TableCell key={column.field} className={column.width}>
            <Input
              aria-label={`Row ${place} ${column.label}`}
              type={column.type ?? 'text'}
              step={column.type === 'number' ? '0.01' : undefined}
              min={column.type === 'number' ? 0 : undefined}
              value={row[column.field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(row.key, column.field, event.target.value)}
            />
          </TableCell>
        ))}
        <TableCell>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove row ${place}`}
            onClick={() => onRemove(row.key)}
          >
            <Trash2 />
          </Button>
        </TableCell>
      </TableRow>
      {error ? (
        <TableRow>
          <TableCell colSpan={COLUMNS.length + 2} className="pt-0">
            <p id={errorId} role="alert" className="sticky left-2 text-destructive text-sm">
              {error}
            </p>
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
});
