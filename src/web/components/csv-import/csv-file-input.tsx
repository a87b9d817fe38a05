import { FieldShell, fieldAria } from '@/web/components/form-field';
import { Input } from '@/web/components/ui/input';
import type { CsvImportFlow } from './use-csv-import';

/** The 'CSV file' picker of an import, with the file's own problem under it. */
export function CsvFileInput({
  id,
  flow,
  hint,
  disabled,
}: {
  id: string;
  flow: Pick<CsvImportFlow<unknown, unknown>, 'chooseFile' | 'fileError' | 'inputKey' | 'busy'>;
  hint?: string;
  disabled?: boolean;
}) {
  const error = flow.fileError ?? undefined;
  return (
    <FieldShell id={id} label="CSV file" error={error} hint={hint}>
      <Input
        key={flow.inputKey}
        type="file"
        accept=".csv,text/csv"
        disabled={disabled || flow.busy}
        onChange={(event) => void flow.chooseFile(event)}
        className="cursor-pointer"
        {...fieldAria(id, error, hint)}
      />
    </FieldShell>
  );
}
