import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBudgetsEffort, projectBudgetsOverhead } from '../../db/schema/budgets';
import { profiles } from '../../db/schema/organizations';
import { activityAssignments, projectActivities, projects } from '../../db/schema/portfolio';
import { riskRegister } from '../../db/schema/registers';
import { resourceCapacity } from '../../db/schema/resources';
import { activityLinks } from '../../db/schema/schedule';
import { timeSessions } from '../../db/schema/time';
import { clockedApp } from '../../testing/clocked-app';
import { type Organization, organizationWithProject } from '../../testing/project-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { copilotRoutes } from './routes';

// Monday 16 March 2026, the day every answer is asked on.
const TODAY = '2026-03-16T10:00:00Z';

let t: TestApp;
let org: Organization;
let other: Organization;
let analyst: Awaited<ReturnType<typeof clockedApp>>;
let modelled: Awaited<ReturnType<typeof clockedApp>>;

/** The stand-in for an OpenAI-compatible endpoint: answers, fails or never answers. */
let mode: 'answer' | 'fail' | 'hang' = 'answer';
let received: { url?: string; authorization?: string; body?: Record<string, unknown> } = {};
let endpoint: Server;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => resolve(text));
  });

const ask = (app: FastifyInstance, cookie: string, projectId: string, type: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/projects/${projectId}/copilot`,
    headers: { cookie },
    payload: { type },
  });

beforeAll(async () => {
  endpoint = createServer(async (request, response) => {
    const body = await readBody(request);
    received = {
      url: request.url,
      authorization: request.headers.authorization,
      body: JSON.parse(body),
    };
    if (mode === 'hang') return; // never answers: the client's timeout must end it
    if (mode === 'fail') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":{"message":"overloaded"}}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        choices: [{ message: { role: 'assistant', content: 'The model says: cut scope.' } }],
      }),
    );
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  const { port } = endpoint.address() as AddressInfo;

  t = await createTestApp();
  [org, other] = await Promise.all([
    organizationWithProject(t.app, 'Radar Upgrade'),
    organizationWithProject(t.app, 'Elsewhere'),
  ]);
  analyst = await clockedApp(t, new Date(TODAY), async (v1, now) => {
    await v1.register(copilotRoutes, { db: t.database.db, now });
  });
  modelled = await clockedApp(t, new Date(TODAY), async (v1, now) => {
    await v1.register(copilotRoutes, {
      db: t.database.db,
      now,
      model: {
        url: `http://127.0.0.1:${port}/v1/`,
        apiKey: 'test-key',
        model: 'stub-model',
        timeoutMs: 500,
      },
    });
  });

  const db = t.database.db;
  const { organizationId } = org;
  const projectId = org.project.id;
  await db
    .update(projects)
    .set({ projectCode: 'RAD-1', startDate: '2026-02-01', endDate: '2026-04-24' })
    .where(eq(projects.id, projectId));
  await db
    .update(profiles)
    .set({ fullName: 'Ulla Over', hourlyCost: '60.00' })
    .where(eq(profiles.id, org.user.id));
  // Budget: 100 h x $90 = $9,000 effort and $1,000 overhead, $10,000 in all.
  await db.insert(projectBudgetsEffort).values({
    organizationId,
    projectId,
    resourceId: org.user.id,
    estimatedHours: '100',
    hourlyRate: '90.00',
  });
  await db
    .insert(projectBudgetsOverhead)
    .values({ organizationId, projectId, category: 'Travel', amount: '1000.00' });
  // 20, 20 and 40 days: earned value 10,000 x (20 + 10 + 10) / 80 = $5,000; planned by
  // 16 March 10,000 x (20 + 20 + 16) / 80 = $7,000. Cables ended 12 March at 50 %: late.
  const activity = (name: string, startDate: string, endDate: string, percentComplete: number) => ({
    organizationId,
    projectId,
    name,
    startDate,
    endDate,
    percentComplete,
  });
  const [design, cables, build] = await db
    .insert(projectActivities)
    .values([
      { ...activity('Design', '2026-02-01', '2026-02-20', 100), sortOrder: 0 },
      { ...activity('Cables', '2026-02-21', '2026-03-12', 50), sortOrder: 1 },
      { ...activity('Build', '2026-03-01', '2026-04-09', 25), sortOrder: 2 },
    ])
    .returning();
  await db.insert(activityLinks).values(
    [
      [design!, cables!],
      [cables!, build!],
    ].map(([from, to]) => ({
      organizationId,
      projectId,
      predecessorId: from!.id,
      successorId: to!.id,
      type: 'FS' as const,
    })),
  );
  // Ulla: 80 % allocated and 50 % on Build: 130 % until Build ends.
  await db.insert(activityAssignments).values({
    organizationId,
    activityId: build!.id,
    resourceId: org.user.id,
    capacityPercentage: 50,
  });
  await db.insert(resourceCapacity).values({
    organizationId,
    resourceId: org.user.id,
    projectId,
    capacityPercentage: 80,
    startDate: '2026-03-01',
    endDate: '2026-04-24',
  });
  // 20 sessions of 5 h at $60: $6,000, half of it since 17 February (the last 28 days).
  const days = [
    ...['02', '03', '04', '05', '06', '09', '10', '11', '12', '13'].map((d) => `2026-02-${d}`),
    ...['23', '24', '25', '26', '27'].map((d) => `2026-02-${d}`),
    ...['02', '03', '04', '05', '06'].map((d) => `2026-03-${d}`),
  ];
  await db.insert(timeSessions).values(
    days.map((day) => ({
      organizationId,
      userId: org.user.id,
      projectId,
      startTime: new Date(`${day}T08:00:00Z`),
      endTime: new Date(`${day}T13:00:00Z`),
      durationMinutes: 300,
      isBillable: true,
      sessionType: 'manual' as const,
    })),
  );
  await db.insert(riskRegister).values([
    {
      organizationId,
      projectId,
      riskDescription: 'The radar vendor ships late.',
      riskLevel: 'high',
      status: 'materialized',
    },
    {
      organizationId,
      projectId,
      riskDescription: 'Snow on the mast.',
      riskLevel: 'low',
      status: 'potential',
      mitigationPlan: 'Heated cover.',
    },
    {
      organizationId,
      projectId,
      riskDescription: 'Old one.',
      riskLevel: 'medium',
      status: 'mitigated',
    },
  ]);
}, 180_000);

afterAll(async () => {
  await analyst?.close();
  await modelled?.close();
  await t?.close();
  endpoint?.closeAllConnections();
  await new Promise((resolve) => endpoint?.close(resolve));
});

describe('POST /api/v1/projects/:projectId/copilot, the built-in analyst', () => {
  it('predicts the budget from the project’s earned value and burn', async () => {
    const response = await ask(analyst.app, org.user.cookie, org.project.id, 'budget_prediction');
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.writtenBy).toBe('built-in analyst');
    expect(answer.facts.budget).toEqual({
      bac: 10_000,
      pv: 7_000,
      ev: 5_000,
      ac: 6_000,
      cpi: 0.83,
      spi: 0.71,
      eac: 12_000,
      vac: -2_000,
      effort: 9_000,
      overhead: 1_000,
      costLast4Weeks: 3_000,
      hoursTracked: 100,
    });
    expect(answer.response).toContain(
      'Forecast at completion $12,000.00, $2,000.00 (20%) over budget.',
    );
    expect(answer.response).toContain('Burn rate: $750.00 a week over the last four weeks.');
  });

  it('names the person over 100 % and who has room', async () => {
    const response = await ask(
      analyst.app,
      org.manager.cookie,
      org.project.id,
      'resource_optimization',
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.facts.weeks).toEqual({ from: '2026-03-16', to: '2026-04-20' });
    expect(answer.response).toContain(
      '- Ulla Over: up to 130% in the week of 2026-03-16, over in 4 of 6 weeks.',
    );
    expect(answer.response).toMatch(/Has room:\n- .+: at most 0% loaded, 100% free\./);
  });

  it('reads the risk register and the late and critical activities', async () => {
    const response = await ask(analyst.app, org.pmHead.cookie, org.project.id, 'risk_analysis');
    expect(response.statusCode, response.body).toBe(200);
    const { response: text, facts } = response.json();
    expect(facts.mitigatedRisks).toBe(1);
    expect(facts.schedule.violations).toBe(1);
    expect(text).toContain(
      'Materialized (1), act on these now:\n- High: The radar vendor ships late. No mitigation recorded.',
    );
    expect(text).toContain(
      'Potential (1), highest level first:\n- Low: Snow on the mast. Mitigation: Heated cover.',
    );
    expect(text).toContain('- Cables is 4 days past its end date (2026-03-12) at 50% done.');
    expect(text).toMatch(/- Critical path: Cables, Build;/);
  });

  it('writes a status report with what needs attention', async () => {
    const response = await ask(analyst.app, org.admin.cookie, org.project.id, 'status_report');
    expect(response.statusCode, response.body).toBe(200);
    const text = response.json().response;
    expect(text).toContain(
      'Status report: Radar Upgrade (RAD-1), 2026-03-16\nOverall: needs attention.',
    );
    expect(text).toContain('- Ulla Over is over 100% capacity.');
    expect(text).toContain('- Radar Upgrade is forecast to finish over budget.');
  });

  it('finds no project of another organization, nor one a manager does not manage', async () => {
    const elsewhere = await ask(analyst.app, org.admin.cookie, other.project.id, 'status_report');
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().detail).toBe('Project not found');
    const notTheirs = await ask(
      analyst.app,
      org.otherManager.cookie,
      org.project.id,
      'status_report',
    );
    expect(notTheirs.statusCode).toBe(404);
  });

  it('refuses people who only track time, and a question it does not know', async () => {
    expect(
      (await ask(analyst.app, org.tracked.cookie, org.project.id, 'status_report')).statusCode,
    ).toBe(403);
    const unknown = await ask(analyst.app, org.user.cookie, org.project.id, 'horoscope');
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the copilot with a language model', () => {
  it('has the model write from the same facts, and says so', async () => {
    mode = 'answer';
    const response = await ask(modelled.app, org.user.cookie, org.project.id, 'status_report');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'status_report',
      response: 'The model says: cut scope.',
      writtenBy: 'stub-model',
    });
    expect(received.url).toBe('/v1/chat/completions');
    expect(received.authorization).toBe('Bearer test-key');
    expect(received.body?.model).toBe('stub-model');
    const messages = received.body?.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toContain('"name":"Ulla Over"');
    expect(messages[1]!.content).toContain('"vac":-2000');
  });

  it('falls back to the built-in analyst when the model fails', async () => {
    mode = 'fail';
    const response = await ask(modelled.app, org.user.cookie, org.project.id, 'budget_prediction');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().writtenBy).toBe('built-in analyst');
    expect(response.json().response).toContain('over budget');
  });

  it('falls back to the built-in analyst when the model does not answer in time', async () => {
    mode = 'hang';
    const started = Date.now();
    const response = await ask(modelled.app, org.user.cookie, org.project.id, 'risk_analysis');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().writtenBy).toBe('built-in analyst');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
