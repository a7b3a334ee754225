/** The roles of a company's users, and how a role given by a client is read. */
import type { CompanyRole } from '../profile/profile.entity';
import { invalidInput } from '../../lib/app-error';

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = { admin: '管理者', staff: '担当者' };

export function companyRoleOf(raw: string): CompanyRole {
  if (raw === 'admin' || raw === 'staff') return raw;
  throw invalidInput({ role: '役割は「管理者」か「担当者」を選んでください' });
}
