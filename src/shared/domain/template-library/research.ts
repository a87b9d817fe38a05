import type { BuiltInTemplate } from '../templates';
import { task, milestone, link, overhead } from './parts';

export const research: BuiltInTemplate = {
  id: 'builtin-research',
  name: 'User Research Study',
  category: 'Research',
  description:
    'Run a qualitative user research study in about eight weeks: plan and recruit, pilot, interview and test with participants, then synthesise and present the findings.',
  plan: {
    activities: [
      task('brief', 0, 3, {
        name: 'Research brief',
        description: 'Research questions, decisions the study informs and who needs the answers.',
      }),
      task('plan', 3, 5, {
        name: 'Study design and discussion guide',
        description: 'Method, participant criteria, tasks and the interview guide.',
      }),
      task('ethics', 5, 5, {
        name: 'Consent and privacy review',
        description: 'Consent forms, data handling and the ethics or privacy review.',
      }),
      task('recruit', 6, 10, {
        name: 'Participant recruitment',
        description: 'Screener, recruitment through the agency and scheduling of sessions.',
      }),
      milestone('plan-approved', 9, {
        name: 'Study plan approved',
        description: 'The study design and consent have been approved.',
      }),
      task('pilot', 10, 2, {
        name: 'Pilot sessions',
        description: 'Two pilot sessions to test the guide and the prototype.',
      }),
      task('fieldwork', 13, 10, {
        name: 'Interviews and usability sessions',
        description: 'Moderated sessions with the participants, recorded with consent.',
      }),
      milestone('fieldwork-complete', 22, {
        name: 'Fieldwork complete',
        description: 'The last session has been run.',
      }),
      task('notes', 17, 8, {
        name: 'Transcripts and notes',
        description: 'Transcripts and cleaned-up notes, a few sessions behind the fieldwork.',
      }),
      task('synthesis', 25, 6, {
        name: 'Affinity mapping and synthesis',
        description: 'Cluster observations into themes, insights and opportunities.',
      }),
      task('report', 31, 5, {
        name: 'Findings report',
        description: 'Findings, evidence clips and recommendations.',
      }),
      task('repository', 31, 4, {
        name: 'Research repository and personas',
        description: 'Update personas and file the study in the research repository.',
      }),
      milestone('findings-presented', 37, {
        name: 'Findings presented',
        description: 'The readout to stakeholders after their review of the draft.',
      }),
    ],
    links: [
      link('brief', 'plan'),
      link('plan', 'ethics', 'SS', 2),
      link('plan', 'recruit', 'SS', 3),
      link('plan', 'plan-approved'),
      link('ethics', 'plan-approved'),
      link('plan-approved', 'pilot'),
      // A day to adjust the guide after the pilot.
      link('pilot', 'fieldwork', 'FS', 1),
      // The first sessions run while the last participants are still being recruited.
      link('recruit', 'fieldwork', 'FS', -3),
      link('fieldwork', 'fieldwork-complete'),
      // Notes are done two working days after the last session.
      link('fieldwork', 'notes', 'FF', 2),
      link('notes', 'synthesis'),
      link('fieldwork-complete', 'synthesis'),
      link('synthesis', 'report'),
      link('synthesis', 'repository'),
      // Stakeholders review the draft for two working days.
      link('report', 'findings-presented', 'FS', 2),
      link('repository', 'findings-presented'),
    ],
    effort: [
      { hours: 200, rate: 100 }, // research lead
      { hours: 240, rate: 85 }, // user researcher
      { hours: 40, rate: 70 }, // research operations
    ],
    overhead: [
      overhead('Participant incentives', 2400, '16 participants at 150 each'),
      overhead('Recruitment agency', 3200, 'Screening and scheduling of participants'),
      overhead('Transcription', 1200, 'Transcripts of the recorded sessions'),
      overhead('Tools', 600, 'Video, survey and repository licences for the study'),
    ],
  },
};
