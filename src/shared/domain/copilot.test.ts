import { describe, expect, it } from 'vitest';
import type { CopilotFacts } from '../schemas/copilot';
import { attentionFlags, listOf, writeCopilotAnswer } from './copilot';
import { dashboardInsight } from './dashboard';

/**
 * Harbor Cranes on Monday 16 March 2026: a $10,000 budget, $6,000 spent for $4,000 of work
 * earned against $5,000 planned (CPI 4,000 / 6,000 = 0.67, SPI 0.80, EAC 10,000 / (2/3) =
 * $15,000, VAC -$5,000); $2,000 spent in the last four weeks, $500 a week.
 */
function harborCranes(): CopilotFacts {
  return {
    today: '2026-03-16',
    currency: 'USD',
    project: {
      name: 'Harbor Cranes',
      code: 'HC-1',
      status: 'active',
      startDate: '2026-01-05',
      endDate: '2026-04-30',
    },
    budget: {
      bac: 10_000,
      pv: 5_000,
      ev: 4_000,
      ac: 6_000,
      cpi: 0.67,
      spi: 0.8,
      eac: 15_000,
      vac: -5_000,
      effort: 9_000,
      overhead: 1_000,
      costLast4Weeks: 2_000,
      hoursTracked: 80,
    },
    weeks: { from: '2026-03-16', to: '2026-04-27' },
    people: [
      { name: 'Ada Berg', onProject: true, peakLoad: 130, peakWeek: '2026-03-23', weeksOver: 3 },
      { name: 'Ben Cole', onProject: true, peakLoad: 80, peakWeek: '2026-03-16', weeksOver: 0 },
      { name: 'Cy Dahl', onProject: false, peakLoad: 20, peakWeek: '2026-03-16', weeksOver: 0 },
    ],
    risks: [
      {
        description: 'The crane supplier goes bankrupt.',
        level: 'critical',
        status: 'materialized',
        impact: 'No cranes.',
        mitigation: null,
      },
      {
        description: 'The building permit is late.',
        level: 'high',
        status: 'potential',
        impact: null,
        mitigation: 'Weekly call with the city.',
      },
    ],
    mitigatedRisks: 2,
    schedule: {
      activities: 4,
      finished: 1,
      late: [
        {
          name: 'Foundations',
          startDate: '2026-02-02',
          endDate: '2026-03-10',
          percentComplete: 60,
          totalFloat: 0,
        },
      ],
      critical: [
        {
          name: 'Foundations',
          startDate: '2026-02-02',
          endDate: '2026-03-10',
          percentComplete: 60,
          totalFloat: 0,
        },
        {
          name: 'Assembly',
          startDate: '2026-03-11',
          endDate: '2026-05-06',
          percentComplete: 10,
          totalFloat: 0,
        },
      ],
      finish: '2026-05-06',
      violations: 1,
    },
  };
}

describe('the built-in analyst', () => {
  it('predicts the budget from burn rate and earned value', () => {
    expect(writeCopilotAnswer('budget_prediction', harborCranes())).toBe(
      [
        'Budget prediction for Harbor Cranes (HC-1) on 2026-03-16.',
        [
          'Budget at completion: $10,000.00 ($9,000.00 effort, $1,000.00 overhead).',
          'Spent so far: $6,000.00 over 80 hours tracked, 60% of the budget.',
          'Earned value: $4,000.00 of work done against $5,000.00 planned by today.',
          'Cost performance index (CPI): 0.67, so each $1.00 spent earns $0.67 of planned work.',
          'Schedule performance index (SPI): 0.80, behind plan.',
        ].join('\n'),
        [
          'Forecast at completion $15,000.00, $5,000.00 (50%) over budget.',
          // $4,000 left at $500 a week: 8 weeks, 56 days from 16 March.
          'Burn rate: $500.00 a week over the last four weeks. At that rate the remaining $4,000.00 lasts about 8 weeks, until around 2026-05-11, after the planned end on 2026-04-30.',
        ].join('\n'),
        'Recommendation: the forecast overrun is $5,000.00. Review the remaining work with the team, re-plan or cut scope through a change request, or agree a budget change with the customer before more is spent.',
      ].join('\n\n'),
    );
  });

  it('says when the budget is spent, and when there is none', () => {
    const spent = harborCranes();
    spent.budget.ac = 12_000;
    expect(writeCopilotAnswer('budget_prediction', spent)).toContain(
      'The budget is already spent: every further week adds about $500.00 to the overrun.',
    );
    const none = harborCranes();
    none.budget.bac = 0;
    expect(writeCopilotAnswer('budget_prediction', none)).toContain(
      'No budget is set, so there is nothing to forecast against. Spent so far: $6,000.00 over 80 hours tracked.',
    );
  });

  it('names who is over 100% and who has room', () => {
    const answer = writeCopilotAnswer('resource_optimization', harborCranes());
    expect(answer).toContain(
      'Resource optimization for Harbor Cranes (HC-1), the 7 weeks from 2026-03-16.',
    );
    expect(answer).toContain(
      'Over 100% capacity:\n- Ada Berg: up to 130% in the week of 2026-03-23, over in 3 of 7 weeks.',
    );
    expect(answer).toContain(
      'Has room:\n- Cy Dahl: at most 20% loaded, 80% free.\n- Ben Cole: at most 80% loaded, 20% free (on the project).',
    );
    expect(answer).toContain(
      'Recommendation: move work from Ada Berg to Cy Dahl, who has 80% free,',
    );
  });

  it('says when nobody on the project is over capacity', () => {
    const facts = harborCranes();
    facts.people = facts.people.filter((p) => p.name !== 'Ada Berg');
    expect(writeCopilotAnswer('resource_optimization', facts)).toContain(
      'Nobody on the project is over 100% capacity in these weeks (1 person checked).',
    );
  });

  it('reads the risks, materialized first, and the timeline', () => {
    const answer = writeCopilotAnswer('risk_analysis', harborCranes());
    expect(answer).toContain(
      'Materialized (1), act on these now:\n- Critical: The crane supplier goes bankrupt. Impact: No cranes. No mitigation recorded.',
    );
    expect(answer).toContain(
      'Potential (1), highest level first:\n- High: The building permit is late. Mitigation: Weekly call with the city.',
    );
    expect(answer).toContain('Mitigated: 2.');
    expect(answer).toContain(
      [
        'Timeline:',
        '- Foundations is 6 days past its end date (2026-03-10) at 60% done.',
        "- Critical path: Foundations, Assembly; any slip there moves the finish on 2026-05-06, 6 days after the project's end date (2026-04-30).",
        '- 1 link is broken by the current dates: auto-schedule the plan.',
      ].join('\n'),
    );
  });

  it('writes a status report with what needs attention', () => {
    const answer = writeCopilotAnswer('status_report', harborCranes());
    expect(answer).toContain(
      'Status report: Harbor Cranes (HC-1), 2026-03-16\nOverall: needs attention.',
    );
    expect(answer).toContain(
      'Budget: $6,000.00 spent of $10,000.00 (60%); forecast at completion $15,000.00, $5,000.00 (50%) over budget.',
    );
    expect(answer).toContain('People: Ada Berg is over 100% capacity.');
    expect(answer).toContain('Risks: 1 materialized, 1 potential, 2 mitigated.');
    expect(answer).toContain(
      [
        'Needs attention:',
        '- Ada Berg is over 100% capacity.',
        '- Harbor Cranes is forecast to finish over budget.',
        '- 1 activity is past its end date and not finished.',
        '- 1 risk has materialized.',
      ].join('\n'),
    );
  });

  it('reports a healthy project as on track', () => {
    const facts = harborCranes();
    facts.people = [facts.people[1]!];
    facts.budget = { ...facts.budget, ac: 4_000, cpi: 1, eac: 10_000, vac: 0 };
    facts.risks = [];
    facts.schedule.late = [];
    const answer = writeCopilotAnswer('status_report', facts);
    expect(answer).toContain('Overall: on track.');
    expect(answer).not.toContain('Needs attention');
  });
});

describe('the analyst’s flags', () => {
  it('lists names with commas and "and", and counts the rest', () => {
    expect(listOf(['A'])).toBe('A');
    expect(listOf(['A', 'B'])).toBe('A and B');
    expect(listOf(['A', 'B', 'C'])).toBe('A, B and C');
    expect(listOf(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 others');
  });

  it('flags people over capacity, overruns, late activities and materialized risks', () => {
    expect(
      attentionFlags({
        overCapacity: ['Lina Falk', 'Erik Sand'],
        overBudget: ['Portal', 'Lab'],
        lateActivities: 2,
        materializedRisks: 0,
      }),
    ).toEqual([
      { kind: 'over_capacity', message: 'Lina Falk and Erik Sand are over 100% capacity.' },
      {
        kind: 'budget_burn',
        message: '2 projects are forecast to finish over budget: Portal and Lab.',
      },
      { kind: 'timeline', message: '2 activities are past their end date and not finished.' },
    ]);
  });

  it('adds the same flags to the dashboard’s AI insight', () => {
    const signals = {
      overCapacity: ['Lina Falk'],
      overBudget: ['Lab'],
      lateActivities: 0,
      materializedRisks: 1,
    };
    expect(dashboardInsight(6, 95, signals).message).toBe(
      '6 potential risks are open across your projects. Review the risk registers and agree on mitigations before they materialize. Lina Falk is over 100% capacity. Lab is forecast to finish over budget. 1 risk has materialized.',
    );
    const positive = dashboardInsight(1, 88, signals);
    expect(positive.kind).toBe('positive');
    expect(positive.message).toContain('Lina Falk is over 100% capacity.');
    expect(positive.message).not.toContain('healthy');
  });
});
