/** The roles of SPEC.md section 6, held in user_roles. Platform admin is not one of them. */
export const ROLES = [
  'admin',
  'management',
  'pm_head',
  'project_manager',
  'resource_manager',
  'user',
  'tracked_employee',
] as const;

export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Organization Admin',
  management: 'Management',
  pm_head: 'PM Head',
  project_manager: 'Project Manager',
  resource_manager: 'Resource Manager',
  user: 'User',
  tracked_employee: 'Tracked Employee',
};
