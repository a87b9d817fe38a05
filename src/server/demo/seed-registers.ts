import { notifications } from '../db/schema/notifications';
import {
  changeRequests,
  dependencyRegister,
  integrationRegister,
  paymentMilestones,
  riskRegister,
} from '../db/schema/registers';
import { DEMO_PEOPLE } from './people-plan';
import { daysFrom, instantFrom } from './plan';
import {
  DEMO_CHANGE_REQUESTS,
  DEMO_DEPENDENCIES,
  DEMO_INTEGRATIONS,
  DEMO_PAYMENTS,
  DEMO_RISKS,
} from './registers-plan';
import { activityIdOf, type DemoContext } from './seed-context';

/**
 * The registers of every project: risks, dependencies, integrations, change requests (with
 * the note their requester got on each decision) and payment milestones.
 */
export async function insertRegisters(ctx: DemoContext): Promise<void> {
  const { tx, organizationId, today } = ctx;
  const projectId = (code: string) => ctx.project(code).id;
  await tx.insert(riskRegister).values(
    DEMO_RISKS.map((risk) => ({
      organizationId,
      projectId: projectId(risk.project),
      riskDescription: risk.description,
      riskLevel: risk.level,
      status: risk.status,
      impact: risk.impact ?? null,
      mitigationPlan: risk.mitigation ?? null,
    })),
  );
  await tx.insert(dependencyRegister).values(
    DEMO_DEPENDENCIES.map((dependency) => ({
      organizationId,
      projectId: projectId(dependency.project),
      dependencyDescription: dependency.description,
      dependencyType: dependency.type,
      dependentOn: dependency.dependentOn,
      status: dependency.status,
    })),
  );
  await tx.insert(integrationRegister).values(
    DEMO_INTEGRATIONS.map((integration) => ({
      organizationId,
      projectId: projectId(integration.project),
      integrationName: integration.name,
      integrationType: integration.type,
      integrationDetails: integration.details,
      status: integration.status,
    })),
  );
  await tx.insert(paymentMilestones).values(
    DEMO_PAYMENTS.map((payment) => ({
      organizationId,
      projectId: projectId(payment.project),
      milestoneName: payment.name,
      amount: payment.amount,
      dueDate: payment.dueOffset === null ? null : daysFrom(today, payment.dueOffset),
      activityId: payment.activity
        ? activityIdOf(ctx.project(payment.project), payment.activity)
        : null,
      status: payment.status,
    })),
  );

  const requester = ctx.personId('project_manager');
  const requesterName = DEMO_PEOPLE.find((p) => p.role === 'project_manager')!.name;
  const reviewer = ctx.personId('pm_head');
  for (const request of DEMO_CHANGE_REQUESTS) {
    const project = ctx.project(request.project);
    const reviewedAt = request.review ? instantFrom(today, request.review.offset, '14:00') : null;
    await tx.insert(changeRequests).values({
      organizationId,
      projectId: project.id,
      requestedBy: requester,
      changeType: request.type,
      justification: request.justification,
      impactAssessment: request.impact ?? null,
      changeData: { description: request.description },
      status: request.status,
      reviewerNotes: request.review?.notes ?? null,
      reviewedBy: request.review ? reviewer : null,
      reviewedAt,
      createdAt: instantFrom(today, request.createdOffset, '09:30'),
    });
    const link = `/dashboard/projects/${project.id}?tab=change-requests`;
    if (request.status === 'pending') {
      // The words submitting writes (change-requests/service.ts), to the PM head who reviews.
      await tx.insert(notifications).values({
        organizationId,
        userId: reviewer,
        type: 'change_request',
        title: 'Change request submitted',
        message: `${requesterName} asks for a ${request.type} change on ${project.plan.name}: ${request.description}`,
        link,
        read: false,
        createdAt: instantFrom(today, request.createdOffset, '09:30'),
      });
      continue;
    }
    if (!reviewedAt) continue;
    // The words the review itself writes (change-requests/service.ts); older ones were read.
    await tx.insert(notifications).values({
      organizationId,
      userId: requester,
      type: 'change_request',
      title: `Change request ${request.status}`,
      message: `Your ${request.type} change request for ${project.plan.name} was ${request.status}.`,
      link,
      read: request.review!.offset < -5,
      createdAt: reviewedAt,
    });
  }
}
