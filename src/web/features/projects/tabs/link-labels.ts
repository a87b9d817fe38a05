import type { ActivityLink } from '@/shared/schemas/schedule';

/** How a link's type reads in the links table and the Add Link dialog. */
export const LINK_TYPE_LABELS: Record<ActivityLink['type'], string> = {
  FS: 'Finish to start (FS)',
  SS: 'Start to start (SS)',
  FF: 'Finish to finish (FF)',
  SF: 'Start to finish (SF)',
};
