import type { Role } from '../../shared/roles';
import type { Transaction } from '../db/client';
import { departments, holidays, teams } from '../db/schema/organizations';

// The demo organization's structure (departments with teams, where each person sits) and its
// working calendar's holidays, near the day the demo is loaded.

/** Departments and their teams, in the order they are listed. */
export const DEMO_DEPARTMENTS: Record<string, readonly string[]> = {
  Delivery: ['Consulting', 'PMO'],
  Design: ['Product Design'],
  Engineering: ['Platform', 'Data'],
  Finance: ['Controlling'],
};

/** Where each role's demo person sits: department and team. */
export const DEMO_PLACEMENT: Record<Role, { department: string; team: string }> = {
  admin: { department: 'Finance', team: 'Controlling' },
  management: { department: 'Finance', team: 'Controlling' },
  pm_head: { department: 'Delivery', team: 'PMO' },
  project_manager: { department: 'Delivery', team: 'PMO' },
  resource_manager: { department: 'Delivery', team: 'Consulting' },
  user: { department: 'Delivery', team: 'Consulting' },
  tracked_employee: { department: 'Engineering', team: 'Platform' },
};

/** Swedish public holidays on fixed dates (month-day). */
const FIXED_HOLIDAYS: readonly [string, string][] = [
  ['01-01', 'New Year’s Day'],
  ['01-06', 'Epiphany'],
  ['05-01', 'May Day'],
  ['06-06', 'National Day of Sweden'],
  ['12-24', 'Christmas Eve'],
  ['12-25', 'Christmas Day'],
  ['12-26', 'Boxing Day'],
  ['12-31', 'New Year’s Eve'],
];

/** The fixed-date holidays of the year `today` falls in and the next one. */
export function demoHolidays(today: Date): { date: string; name: string }[] {
  const year = today.getUTCFullYear();
  return [year, year + 1].flatMap((y) =>
    FIXED_HOLIDAYS.map(([monthDay, name]) => ({ date: `${y}-${monthDay}`, name })),
  );
}

export type DemoPlace = {
  department: string;
  team: string;
  departmentId: string;
  teamId: string;
};

/** Inserts the departments, teams and holidays; returns the profile columns of each role's seat. */
export async function seedOrganization(
  tx: Transaction,
  organizationId: string,
  today: Date,
): Promise<(role: Role) => DemoPlace> {
  const teamIds = new Map<string, { departmentId: string; teamId: string }>();
  for (const [name, teamNames] of Object.entries(DEMO_DEPARTMENTS)) {
    const [department] = await tx
      .insert(departments)
      .values({ organizationId, name })
      .returning({ id: departments.id });
    const rows = await tx
      .insert(teams)
      .values(
        teamNames.map((team) => ({ organizationId, departmentId: department!.id, name: team })),
      )
      .returning({ id: teams.id, name: teams.name });
    for (const row of rows) {
      teamIds.set(`${name}/${row.name}`, { departmentId: department!.id, teamId: row.id });
    }
  }
  await tx
    .insert(holidays)
    .values(demoHolidays(today).map((holiday) => ({ organizationId, ...holiday })));
  return (role) => {
    const place = DEMO_PLACEMENT[role];
    return { ...place, ...teamIds.get(`${place.department}/${place.team}`)! };
  };
}
