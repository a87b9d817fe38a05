import type { BuiltInTemplate } from '../templates';
import { task, milestone, link, overhead } from './parts';

export const marketing: BuiltInTemplate = {
  id: 'builtin-marketing',
  name: 'Product Launch Campaign',
  category: 'Marketing',
  description:
    'Plan, produce and run the campaign for a new product: research and messaging, creative, a teaser running up to launch day, three weeks in market and a results report.',
  plan: {
    activities: [
      task('research', 0, 5, {
        name: 'Market and audience research',
        description: 'Target segments, competitors and what buyers need to hear.',
      }),
      task('positioning', 5, 5, {
        name: 'Positioning and messaging',
        description: 'Value proposition, key messages and the messaging house.',
      }),
      milestone('messaging-approved', 11, {
        name: 'Messaging approved',
        description: 'Leadership signs off the positioning after a two-day review.',
      }),
      task('creative', 12, 10, {
        name: 'Creative and copy production',
        description: 'Key visual, ad sets, emails, social posts and launch video.',
      }),
      task('landing-page', 15, 8, {
        name: 'Landing page and website updates',
        description: 'Product page, sign-up flow and tracking, built as the creative lands.',
      }),
      task('press', 17, 8, {
        name: 'Press kit and media outreach',
        description: 'Press release, briefing pack and embargoed interviews.',
      }),
      milestone('campaign-ready', 22, {
        name: 'Campaign ready',
        description: 'Every asset is approved and the media is booked.',
      }),
      task('teaser', 23, 5, {
        name: 'Teaser campaign',
        description: 'Social and email teasers that run right up to launch day.',
      }),
      milestone('launch', 27, {
        name: 'Launch day',
        description: 'The product is announced and the campaign goes live.',
      }),
      task('in-market', 28, 15, {
        name: 'Campaign in market',
        description: 'Paid, owned and earned channels, optimised weekly.',
      }),
      task('results', 41, 5, {
        name: 'Results analysis and report',
        description: 'Reach, leads and cost per acquisition against targets, with lessons learned.',
      }),
    ],
    links: [
      link('research', 'positioning'),
      // Two working days of leadership review.
      link('positioning', 'messaging-approved', 'FS', 2),
      link('messaging-approved', 'creative'),
      link('creative', 'landing-page', 'SS', 3),
      link('creative', 'press', 'SS', 5),
      link('creative', 'campaign-ready'),
      link('landing-page', 'campaign-ready'),
      // A week between the assets being ready and launch day, for the teaser.
      link('campaign-ready', 'launch', 'FS', 5),
      link('press', 'launch'),
      link('campaign-ready', 'teaser'),
      // The teaser may not end before launch day has started.
      link('launch', 'teaser', 'SF'),
      link('launch', 'in-market'),
      // The report closes three days after the campaign ends.
      link('in-market', 'results', 'FF', 3),
    ],
    effort: [
      { hours: 240, rate: 90 }, // marketing manager
      { hours: 120, rate: 75 }, // copywriter
      { hours: 160, rate: 80 }, // designer
      { hours: 80, rate: 95 }, // web developer
      { hours: 100, rate: 85 }, // PR specialist
      { hours: 40, rate: 80 }, // marketing analyst
    ],
    overhead: [
      overhead('Paid media', 25000, 'Search, social and display advertising while in market'),
      overhead('Production', 6000, 'Product photography and the launch video'),
      overhead('PR distribution', 3500, 'Press release wire and media monitoring'),
      overhead('Launch event', 8000, 'Venue, catering and streaming for launch day'),
    ],
  },
};
