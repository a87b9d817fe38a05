import type { BuiltInTemplate } from '../templates';
import { task, milestone, link, overhead } from './parts';

export const construction: BuiltInTemplate = {
  id: 'builtin-construction',
  name: 'Office Fit-Out',
  category: 'Construction',
  description:
    'Fit out an office floor from survey to handover: design, permits and tender, strip-out, screed, first and second fix, finishes and furniture.',
  plan: {
    activities: [
      task('survey', 0, 5, {
        name: 'Site survey and measured drawings',
        description: 'Measured survey of the floor, services and existing condition.',
      }),
      task('design', 5, 15, {
        name: 'Design and fit-out drawings',
        description:
          'Layout, reflected ceiling, mechanical and electrical drawings and specification.',
      }),
      milestone('design-approved', 22, {
        name: 'Design approved',
        description: 'The client approves the drawings after a three-day review.',
      }),
      task('permits', 23, 15, {
        name: 'Building permit and landlord consent',
        description:
          'Applications to building control and the landlord, with their questions answered.',
      }),
      task('tender', 23, 10, {
        name: 'Tender and contractor selection',
        description: 'Tender package, site visits, bid evaluation and negotiation.',
      }),
      milestone('contract-awarded', 32, {
        name: 'Contract awarded',
        description: 'The main contractor signs the contract.',
      }),
      milestone('permit-granted', 37, {
        name: 'Permit granted',
        description: 'Building permit and landlord consent received.',
      }),
      task('site-facilities', 38, 50, {
        name: 'Site facilities and protection',
        description:
          'Welfare, hoarding, temporary power and waste removal until practical completion.',
      }),
      task('strip-out', 40, 5, {
        name: 'Strip-out and demolition',
        description:
          'Remove the old partitions, ceilings and floor finishes after two days of mobilisation.',
      }),
      task('screed', 45, 3, {
        name: 'Floor levelling screed',
        description: 'Levelling screed over the slab, left five days to cure.',
      }),
      task('partitions', 53, 8, {
        name: 'Partition framing',
        description: 'Metal stud partitions, door frames and acoustic insulation.',
      }),
      task('services', 56, 10, {
        name: 'Electrical and plumbing first fix',
        description: 'Cabling, containment, data and pipework inside the open partitions.',
      }),
      task('hvac', 53, 12, {
        name: 'HVAC ductwork and units',
        description: 'Ductwork, fan coil units and controls once the screed has cured.',
      }),
      milestone('first-fix-inspected', 65, {
        name: 'First fix inspected',
        description: 'Building control inspects the services before the walls close.',
      }),
      task('drywall', 66, 10, {
        name: 'Plasterboard, taping and ceilings',
        description: 'Board and tape the partitions, install the suspended ceilings.',
      }),
      task('finishes', 71, 8, {
        name: 'Painting and floor coverings',
        description: 'Paint, carpet tiles and vinyl, room by room behind the boarding.',
      }),
      task('second-fix', 76, 5, {
        name: 'Electrical and plumbing second fix',
        description: 'Sockets, lights, switches, sanitaryware and testing.',
      }),
      task('furniture', 81, 5, {
        name: 'Furniture and IT installation',
        description: 'Desks, storage, meeting rooms, network and AV.',
      }),
      task('snagging', 84, 4, {
        name: 'Snagging and final clean',
        description: 'Walk-through with the client, defects fixed, builders clean.',
      }),
      milestone('practical-completion', 87, {
        name: 'Practical completion',
        description: 'The works are complete apart from minor defects.',
      }),
      milestone('handover', 92, {
        name: 'Handover',
        description: 'Keys, manuals and certificates handed to the client; staff move in.',
      }),
    ],
    links: [
      link('survey', 'design'),
      // Three working days for the client to review the drawings.
      link('design', 'design-approved', 'FS', 3),
      link('design-approved', 'permits'),
      link('design-approved', 'tender'),
      link('tender', 'contract-awarded'),
      link('permits', 'permit-granted'),
      link('contract-awarded', 'site-facilities'),
      link('permit-granted', 'site-facilities'),
      // The facilities stay until practical completion.
      link('practical-completion', 'site-facilities', 'SF'),
      link('contract-awarded', 'strip-out'),
      // Two working days to mobilise once the permit is in.
      link('permit-granted', 'strip-out', 'FS', 2),
      link('strip-out', 'screed'),
      // The screed cures for five working days before anything stands on it.
      link('screed', 'partitions', 'FS', 5),
      link('screed', 'hvac', 'FS', 5),
      link('partitions', 'services', 'SS', 3),
      link('services', 'first-fix-inspected'),
      link('hvac', 'first-fix-inspected'),
      link('first-fix-inspected', 'drywall'),
      // Paint needs the last joints dry: finishes end three days after the boarding.
      link('drywall', 'finishes', 'FF', 3),
      link('drywall', 'second-fix'),
      link('finishes', 'furniture'),
      link('second-fix', 'furniture'),
      // Snagging starts in finished rooms two days before the furniture is all in.
      link('furniture', 'snagging', 'FS', -2),
      link('snagging', 'practical-completion'),
      // A week for certificates, manuals and the move.
      link('practical-completion', 'handover', 'FS', 5),
    ],
    effort: [
      { hours: 400, rate: 95 }, // project manager
      { hours: 160, rate: 120 }, // architect
      { hours: 360, rate: 75 }, // site supervisor
      { hours: 60, rate: 105 }, // quantity surveyor
    ],
    overhead: [
      overhead('Permits and fees', 4500, 'Building control and landlord consent fees'),
      overhead('Site facilities', 6500, 'Welfare, hoarding, temporary power and skips'),
      overhead('Strip-out', 12000, 'Demolition subcontractor and waste disposal'),
      overhead('Partitions and ceilings', 38000, 'Studs, boards, insulation, ceilings and labour'),
      overhead('Electrical and plumbing', 45000, 'First and second fix subcontract'),
      overhead('HVAC', 52000, 'Ductwork, fan coil units and controls'),
      overhead('Finishes', 28000, 'Paint, carpet tiles and vinyl'),
      overhead('Furniture and IT', 60000, 'Desks, chairs, storage, network and AV equipment'),
      overhead('Contingency', 25000, 'About 8% of the construction costs'),
    ],
  },
};
