import { createContext } from 'react';

/** Told by useCsvImport when a check or an import starts and ends: its dialog stays open meanwhile. */
export const CsvImportBusyContext = createContext<((busy: boolean) => void) | null>(null);
