import { apiJson } from '@app/contract/client';
import { API_PATHS, accountSessionPath, teamMemberPath } from '@app/contract/paths';
import type {
  AddMemberRequest,
  AuditLogResponse,
  ChangePasswordRequest,
  EndedSessionsResponse,
  MemberResponse,
  MemberWithLinkResponse,
  PasswordLinkCheckResponse,
  StaffRole,
  StaffSessionsResponse,
  TeamResponse,
} from '@app/contract/staff';
import { ADMIN_HEADERS } from '../auth/session';

const call = <T>(path: string, method = 'GET', body?: unknown) =>
  apiJson<T>(path, { method, headers: ADMIN_HEADERS, body });

export const listTeam = () => call<TeamResponse>(API_PATHS.team);
export const addMember = (member: AddMemberRequest) =>
  call<MemberWithLinkResponse>(API_PATHS.team, 'POST', member);
export const changeRole = (id: number, role: StaffRole) =>
  call<MemberResponse>(teamMemberPath(id), 'PATCH', { role });
export const deactivateMember = (id: number) =>
  call<MemberResponse>(teamMemberPath(id, 'deactivate'), 'POST');
export const reactivateMember = (id: number) =>
  call<MemberResponse>(teamMemberPath(id, 'reactivate'), 'POST');
export const newPasswordLink = (id: number) =>
  call<MemberWithLinkResponse>(teamMemberPath(id, 'password-link'), 'POST');
export const readAuditLog = () => call<AuditLogResponse>(API_PATHS.auditLog);

export const listSessions = () => call<StaffSessionsResponse>(API_PATHS.accountSessions);
export const endSession = (id: string) => call<unknown>(accountSessionPath(id), 'DELETE');
export const endOtherSessions = () =>
  call<EndedSessionsResponse>(API_PATHS.accountEndOtherSessions, 'POST');
export const changePassword = (change: ChangePasswordRequest) =>
  call<EndedSessionsResponse>(API_PATHS.accountPassword, 'POST', change);

export const checkPasswordLink = (token: string) =>
  call<PasswordLinkCheckResponse>(API_PATHS.passwordLinkCheck, 'POST', { token });
export const setPasswordWithLink = (token: string, password: string) =>
  call<PasswordLinkCheckResponse>(API_PATHS.passwordLinkUse, 'POST', { token, password });
