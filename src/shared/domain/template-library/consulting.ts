import type { BuiltInTemplate } from '../templates';
import { task, milestone, link, overhead } from './parts';

export const consulting: BuiltInTemplate = {
  id: 'builtin-consulting',
  name: 'Operating Model Assessment',
  category: 'Consulting',
  description:
    "Assess a client's operating model in about eight weeks: a diagnostic of the current state, target-model options agreed with leadership, then a business case and roadmap.",
  plan: {
    activities: [
      task('mobilise', 0, 3, {
        name: 'Kick-off and mobilisation',
        description: 'Kick-off with the sponsor, governance, plan and interview list.',
      }),
      task('data-request', 1, 8, {
        name: 'Data request and document review',
        description: 'Organisation charts, costs, volumes, process and system documents.',
      }),
      task('interviews', 3, 10, {
        name: 'Stakeholder interviews',
        description: 'Interviews with leaders and teams across the business.',
      }),
      task('current-state', 9, 8, {
        name: 'Current-state analysis',
        description: 'Processes, structure, spans and layers, costs and pain points.',
      }),
      task('benchmark', 11, 5, {
        name: 'Benchmarking',
        description: 'Compare costs, structure and service levels with peers.',
      }),
      milestone('diagnostic', 16, {
        name: 'Diagnostic readout',
        description: 'The findings on the current state are presented to the sponsor.',
      }),
      task('options', 17, 8, {
        name: 'Target operating model options',
        description: 'Design principles and two or three options for the target model.',
      }),
      task('workshops', 21, 4, {
        name: 'Leadership design workshops',
        description: 'Workshops that shape the options, ending with the options work.',
      }),
      milestone('model-agreed', 27, {
        name: 'Target model agreed',
        description: 'Leadership chooses the target model after a three-day review.',
      }),
      task('business-case', 28, 6, {
        name: 'Business case',
        description: 'Costs, benefits, risks and payback of the chosen model.',
      }),
      task('roadmap', 30, 6, {
        name: 'Implementation roadmap',
        description: 'Waves, milestones, governance and quick wins.',
      }),
      milestone('final-presented', 37, {
        name: 'Final recommendations presented',
        description: 'The final report is presented to the board after partner review.',
      }),
    ],
    links: [
      link('mobilise', 'data-request', 'SS', 1),
      link('mobilise', 'interviews'),
      link('interviews', 'current-state', 'SS', 5),
      link('data-request', 'current-state'),
      link('current-state', 'benchmark', 'SS', 2),
      link('current-state', 'diagnostic'),
      link('benchmark', 'diagnostic'),
      link('diagnostic', 'options'),
      // The last workshop closes the options work.
      link('options', 'workshops', 'FF'),
      // Three working days for leadership to consider the options.
      link('workshops', 'model-agreed', 'FS', 3),
      link('options', 'model-agreed'),
      link('model-agreed', 'business-case'),
      link('business-case', 'roadmap', 'SS', 2),
      // Two working days of partner review before the final presentation.
      link('roadmap', 'final-presented', 'FS', 2),
      link('business-case', 'final-presented'),
    ],
    effort: [
      { hours: 40, rate: 250 }, // partner
      { hours: 240, rate: 175 }, // engagement manager
      { hours: 640, rate: 130 }, // two consultants
      { hours: 80, rate: 95 }, // analyst
    ],
    overhead: [
      overhead('Travel', 6000, 'Travel to client sites for interviews and workshops'),
      overhead('Benchmark data', 4500, 'Licence for the peer benchmarking data set'),
      overhead('Workshops', 1500, 'Workshop rooms, materials and catering'),
    ],
  },
};
