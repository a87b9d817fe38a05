import {
  keepPreviousData,
  type QueryFunction,
  type QueryKey,
  useQuery,
} from '@tanstack/react-query';
import { useState } from 'react';
import { CHOICE_LIMIT } from '@/shared/list-queries';
import { useSettled } from './use-settled';

/**
 * A picker's search and the choices the server finds for it once typing pauses. The server
 * sends at most CHOICE_LIMIT by name: `more` says there may be others to search for.
 */
export function useChoices<T, K extends QueryKey>(
  query: (search: string) => { queryKey: K; queryFn?: QueryFunction<T[], K, never> },
  enabled = true,
) {
  const [search, setSearch] = useState('');
  const settled = useSettled(search.trim());
  // While the next search runs, the choices found for the last stay.
  const choices = useQuery({ ...query(settled), enabled, placeholderData: keepPreviousData });
  const found = choices.data ?? [];
  return { search, setSearch, found, more: found.length >= CHOICE_LIMIT, query: choices };
}
