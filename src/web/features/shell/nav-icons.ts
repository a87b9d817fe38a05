import {
  BarChart3,
  Building,
  Building2,
  FileText,
  FolderKanban,
  Layers,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  ScrollText,
  Shield,
  Timer,
  UserCog,
  Users,
} from 'lucide-react';
import type { NavigationKey } from '@/shared/navigation';

export const NAV_ICONS: Record<NavigationKey, LucideIcon> = {
  dashboard: LayoutDashboard,
  customers: Building2,
  programs: Layers,
  projects: FolderKanban,
  'time-tracker': Timer,
  resources: Users,
  reports: FileText,
  analytics: BarChart3,
  templates: LayoutTemplate,
  'organization-users': UserCog,
  'audit-log': ScrollText,
  organization: Building,
  'platform-admin': Shield,
};
