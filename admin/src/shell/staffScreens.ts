import { ACCOUNT_PATH, DASHBOARD_PATH, INBOX_PATH, TEAM_PATH } from '../app/paths';

export interface StaffScreenLink {
  to: string;
  label: string;
}

/** The staff screens a member's role opens, in the header's order. */
export function screensFor(role: string | undefined): StaffScreenLink[] {
  return [
    { to: DASHBOARD_PATH, label: 'Blog' },
    { to: INBOX_PATH, label: 'Inbox' },
    ...(role === 'admin' ? [{ to: TEAM_PATH, label: 'Team' }] : []),
    { to: ACCOUNT_PATH, label: 'Account' },
  ];
}
