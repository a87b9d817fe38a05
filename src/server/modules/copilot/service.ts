import type { FastifyBaseLogger } from 'fastify';
import { writeCopilotAnswer } from '../../../shared/domain/copilot';
import {
  BUILT_IN_ANALYST,
  type CopilotAnswer,
  type CopilotFacts,
  type CopilotType,
} from '../../../shared/schemas/copilot';
import type { Database } from '../../db/client';
import type { TenantContext } from '../../db/tenant';
import { gatherCopilotFacts } from './facts';
import { type ChatMessage, completeChat, type ModelConfig } from './model-client';

/** What each question asks the model to write. */
const BRIEFS: Record<CopilotType, string> = {
  budget_prediction:
    'Predict the budget: the burn rate, the cost and schedule performance (CPI, SPI), the forecast at completion against the budget, and what to do about it.',
  resource_optimization:
    'Optimize resources: name everyone on the project over 100% capacity, in which weeks and by how much, who has room, and how to rebalance the work.',
  risk_analysis:
    'Analyze risks: the materialized and open risks by level with their mitigations, the late activities and the critical path, and what to do first.',
  status_report:
    'Write a short status report to share: overall status, schedule, budget, people, risks, what needs attention and the next steps.',
};

/** The chat the model gets: its role, the question, and the facts as JSON. */
export function copilotMessages(type: CopilotType, facts: CopilotFacts): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You are the project analyst of Stint, a project and time platform. Answer from the facts given and nothing else; name people, amounts (in the currency given) and dates as they are in the facts. Write plain text: short paragraphs apart by a blank line, lists as lines starting with "- ", no Markdown headings, no tables, at most 250 words.',
    },
    {
      role: 'user',
      content: `${BRIEFS[type]}\n\nFacts about the project (JSON, amounts in ${facts.currency}, loads in percent of available time, weeks by their Monday):\n${JSON.stringify(facts)}`,
    },
  ];
}

/**
 * The copilot's answer to one question about a project: the facts read from the database, the
 * prose written by the configured model, or by the built-in analyst without one or when the
 * model fails or times out.
 */
export async function askCopilot(
  db: Database,
  ctx: TenantContext,
  projectId: string,
  type: CopilotType,
  options: { today: string; model?: ModelConfig; log: FastifyBaseLogger },
): Promise<CopilotAnswer> {
  // The transaction ends before the model is asked: no connection waits on a slow model.
  const facts = await gatherCopilotFacts(db, ctx, projectId, options.today);
  if (options.model) {
    try {
      const response = await completeChat(options.model, copilotMessages(type, facts));
      return { type, response, writtenBy: options.model.model, facts };
    } catch (error) {
      options.log.warn(
        { err: error, model: options.model.model },
        'the copilot model failed; the built-in analyst answers',
      );
    }
  }
  return { type, response: writeCopilotAnswer(type, facts), writtenBy: BUILT_IN_ANALYST, facts };
}
