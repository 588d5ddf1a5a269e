import {
  ACCOUNT_PATH,
  AVAILABILITY_PATH,
  DASHBOARD_PATH,
  INBOX_PATH,
  PRIVACY_PATH,
  INTEGRATIONS_PATH,
  REPORTS_PATH,
  SITE_CONTENT_PATH,
  TEAM_PATH,
} from '../app/paths';

export interface StaffScreenLink {
  to: string;
  label: string;
}

/** The staff screens a member's role opens, in the header's order. */
export function screensFor(role: string | undefined): StaffScreenLink[] {
  return [
    { to: DASHBOARD_PATH, label: 'Blog' },
    { to: INBOX_PATH, label: 'Inbox' },
    { to: SITE_CONTENT_PATH, label: 'Site content' },
    { to: REPORTS_PATH, label: 'Reports' },
    { to: AVAILABILITY_PATH, label: 'Availability' },
    ...(role === 'admin' ? [{ to: TEAM_PATH, label: 'Team' }] : []),
    ...(role === 'admin' ? [{ to: PRIVACY_PATH, label: 'Privacy' }] : []),
    ...(role === 'admin' ? [{ to: INTEGRATIONS_PATH, label: 'Integrations' }] : []),
    { to: ACCOUNT_PATH, label: 'Account' },
  ];
}
