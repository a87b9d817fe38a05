import { randomUUID } from 'node:crypto';

/** The ids of one organization's rows, one of each kind a route can be handed. */
export type TenantData = {
  organizationId: string;
  adminId: string;
  /** The project manager of `projectId`; also an effort and activity resource. */
  managerId: string;
  managerEmail: string;
  userId: string;
  customerId: string;
  customerName: string;
  /** A customer with no program, imported from CSV. */
  otherCustomerId: string;
  programId: string;
  projectId: string;
  projectName: string;
  activityId: string;
  /** A second activity, linked before a third by `linkId` (finish to start). */
  secondActivityId: string;
  linkId: string;
  /** A baseline of the project, saved after its activities and budget lines. */
  baselineId: string;
  effortLineId: string;
  overheadLineId: string;
  riskId: string;
  dependencyId: string;
  integrationId: string;
  milestoneId: string;
  changeRequestId: string;
  attachmentId: string;
  /** A notification of the organization's admin. */
  notificationId: string;
  /** A finished time session of the organization's admin. */
  sessionId: string;
  /** A submitted week of the organization's `user`. */
  timesheetId: string;
  /** A week no one has tracked in yet, and the week `timesheetId` is of (Mondays). */
  freeWeek: string;
  submittedWeek: string;
  departmentId: string;
  teamId: string;
  holidayId: string;
  capacityId: string;
  timeOffId: string;
  /** A report definition saved by the organization's admin. */
  savedReportId: string;
  /** A project template of the organization's (its project's plan). */
  templateId: string;
};

/** Stands for an organization that does not exist: every id is new. */
export function ghostData(): TenantData {
  const id = () => randomUUID();
  return {
    organizationId: id(),
    adminId: id(),
    managerId: id(),
    managerEmail: `nobody-${id().slice(0, 8)}@example.com`,
    userId: id(),
    customerId: id(),
    customerName: `Nobody ${id().slice(0, 8)}`,
    otherCustomerId: id(),
    programId: id(),
    projectId: id(),
    projectName: `Nobody ${id().slice(0, 8)}`,
    activityId: id(),
    secondActivityId: id(),
    linkId: id(),
    baselineId: id(),
    effortLineId: id(),
    overheadLineId: id(),
    riskId: id(),
    dependencyId: id(),
    integrationId: id(),
    milestoneId: id(),
    changeRequestId: id(),
    attachmentId: id(),
    notificationId: id(),
    sessionId: id(),
    timesheetId: id(),
    freeWeek: '2020-01-06',
    submittedWeek: '2020-01-13',
    departmentId: id(),
    teamId: id(),
    holidayId: id(),
    capacityId: id(),
    timeOffId: id(),
    savedReportId: id(),
    templateId: id(),
  };
}
