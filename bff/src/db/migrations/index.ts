import type { Migration } from './migration';
import { createSessions } from './0001-create-sessions';
import { createRateLimits } from './0002-create-rate-limits';
import { createUsers } from './0003-create-users';
import { createPosts } from './0004-create-posts';
import { createPostContentImages } from './0005-create-post-content-images';
import { createSeedRuns } from './0006-create-seed-runs';
import { createBookings } from './0010-create-bookings';
import { createContactMessages } from './0011-create-contact-messages';
import { createOutbox } from './0012-create-outbox';
import { addSessionRevokedAt } from './0014-add-session-revoked-at';
import { createContentRevision } from './0013-create-content-revision';
import { addSessionOwner } from './0015-add-session-owner';
import { addUserStatus } from './0016-add-user-status';
import { createPasswordLinks } from './0017-create-password-links';
import { createAuditLog } from './0018-create-audit-log';
import { addPostStatus } from './0019-add-post-status';
import { createPostRevisions } from './0020-create-post-revisions';
import { createPostPreviewLinks } from './0021-create-post-preview-links';
import { addBookingLifecycle } from './0030-add-booking-lifecycle';
import { createMeetingLinks } from './0031-create-meeting-links';
import { createMeetingHistory } from './0032-create-meeting-history';
import { createMeetingReminders } from './0033-create-meeting-reminders';
import { createEnquiries } from './0034-create-enquiries';
import { addPostLanguage } from './0035-add-post-language';
import { addVisitorLanguage } from './0036-add-visitor-language';
import { createSetupLinks } from './0037-create-setup-links';
import { addBookingConfirmation } from './0038-add-booking-confirmation';
import { createSiteContent } from './0040-create-site-content';
import { createSitePreviewLinks } from './0041-create-site-preview-links';
import { createAvailability } from './0045-create-availability';
import { addEnquiryLeads } from './0050-add-enquiry-leads';
import { addEnquiryReportIndexes } from './0051-add-enquiry-report-indexes';
import { createLeadCounts } from './0055-create-lead-counts';
import { createAdvisors } from './0060-create-advisors';
import { createPrivacy } from './0070-create-privacy';
import { createWebhookEndpoints } from './0075-create-webhook-endpoints';
import { createWebhookDeliveries } from './0076-create-webhook-deliveries';
import { createWebhookAttempts } from './0077-create-webhook-attempts';

/**
 * Every migration, in order. Listed by hand rather than globbed so the same list works from the
 * TypeScript sources under jest and from the compiled dist. Never rename or reorder an entry
 * that has shipped: its name is the key recorded in schema_migrations.
 */
export const migrations: Migration[] = [
  createSessions,
  createRateLimits,
  createUsers,
  createPosts,
  createPostContentImages,
  createSeedRuns,
  createBookings,
  createContactMessages,
  createOutbox,
  createContentRevision,
  addSessionRevokedAt,
  addSessionOwner,
  addUserStatus,
  createPasswordLinks,
  createAuditLog,
  addPostStatus,
  createPostRevisions,
  createPostPreviewLinks,
  addBookingLifecycle,
  createMeetingLinks,
  createMeetingHistory,
  createMeetingReminders,
  createEnquiries,
  addPostLanguage,
  addVisitorLanguage,
  createSetupLinks,
  addBookingConfirmation,
  createSiteContent,
  createSitePreviewLinks,
  createAvailability,
  addEnquiryLeads,
  addEnquiryReportIndexes,
  createLeadCounts,
  createAdvisors,
  createPrivacy,
  createWebhookEndpoints,
  createWebhookDeliveries,
  createWebhookAttempts,
];
