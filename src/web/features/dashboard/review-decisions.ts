// The decision a reviewer opens the review dialog with, shared by the card and the dialog.
import type { ChangeRequest, REVIEW_DECISIONS } from '@/shared/schemas/change-requests';

export type Decision = (typeof REVIEW_DECISIONS)[number];
export type Reviewing = { request: ChangeRequest; decision: Decision };
