import { csvFileProblem } from '../../../shared/domain/csv';
import { AppError } from '../../http/errors';

/** The 400 of a file that cannot be imported at all, its message on the content field. */
export const refuseFile = (message: string) =>
  new AppError('validation', message, [{ path: 'content', message }]);

/** Throws refuseFile when the read file has a problem of its own (a missing column, no rows). */
export function assertImportableFile(read: { fileError: string | null; total: number }): void {
  const problem = csvFileProblem(read);
  if (problem) throw refuseFile(problem);
}
