import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './ui/table';

interface EmptyTableProps {
  columns: readonly string[];
  /** The spec's empty-state wording. */
  message: string;
}

/** A table's column headings with one row carrying the empty state. */
export function EmptyTable({ columns, message }: EmptyTableProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={columns.length} className="h-32 text-center text-muted-foreground">
            {message}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
