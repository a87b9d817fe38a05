import { z } from 'zod';
import { CHANGE_STATUSES, CHANGE_TYPES } from '../enums';
import { optionalText } from './organization';
import { pageOf, pageQuery } from './paging';

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(10, 'Must be at least 10 characters')
    .max(2000, 'Must be less than 2000 characters');

/** Submit Change Request (SPEC.md sections 3 and 5); the type defaults to scope. */
export const changeRequestInputSchema = z.object({
  changeType: z.enum(CHANGE_TYPES, { error: 'Please select a change type' }).default('scope'),
  description: requiredText('Description'),
  justification: requiredText('Justification'),
  impactAssessment: optionalText(2000),
});

export type ChangeRequestInput = z.input<typeof changeRequestInputSchema>;

export const REVIEW_DECISIONS = ['approved', 'rejected'] as const;

/** A PM head's (or admin's) decision on a pending request. */
export const changeRequestReviewSchema = z.object({
  decision: z.enum(REVIEW_DECISIONS, { error: 'Please approve or reject the request' }),
  reviewerNotes: optionalText(2000),
});

export type ChangeRequestReview = z.input<typeof changeRequestReviewSchema>;

/** Attachments: at most this many bytes per file. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Attachments: at most this many files per change request. */
export const ATTACHMENT_MAX_COUNT = 20;
/** The file name extensions an attachment may have (for the file picker's accept list too). */
export const ATTACHMENT_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'txt',
  'csv',
  'docx',
  'xlsx',
  'pptx',
] as const;

const personRef = z.object({ id: z.string().uuid(), fullName: z.string() }).nullable();

export const attachmentSchema = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedBy: personRef,
  createdAt: z.string(),
});

/** One change request with its project, people and attachments. */
export const changeRequestSchema = z.object({
  id: z.string().uuid(),
  projectId: z.string().uuid(),
  projectName: z.string(),
  projectCode: z.string().nullable(),
  changeType: z.enum(CHANGE_TYPES),
  /** change_data.description of SPEC.md section 3. */
  description: z.string(),
  justification: z.string(),
  impactAssessment: z.string().nullable(),
  status: z.enum(CHANGE_STATUSES),
  reviewerNotes: z.string().nullable(),
  requestedBy: personRef,
  reviewedBy: personRef,
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  attachments: z.array(attachmentSchema),
});

export type Attachment = z.infer<typeof attachmentSchema>;
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/**
 * GET /change-requests/pending: a page of the pending requests, newest first unless asked,
 * searched by project name or code or justification.
 */
export const pendingChangeRequestQuerySchema = pageQuery(10, {});
export const changeRequestPageSchema = pageOf(changeRequestSchema);
export type ChangeRequestPage = z.infer<typeof changeRequestPageSchema>;
