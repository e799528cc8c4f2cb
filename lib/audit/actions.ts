// What the audit log records (lib/server/audit/record.ts), with the words the back office shows.
export const AUDIT_ACTIONS = {
  'sign-in': 'Signed in',
  'sign-in-failed': 'Failed sign-in',
  'sign-out': 'Signed out',
  'account-renamed': 'Changed own name',
  'password-changed': 'Changed own password',
  'two-factor-enabled': 'Turned on two-factor sign-in',
  'two-factor-disabled': 'Turned off two-factor sign-in',
  'two-factor-replaced': 'Replaced the two-factor authenticator app',
  'recovery-codes-replaced': 'Made new recovery codes',
  'morning-digest-changed': 'Switched own morning digest on or off',
  'security-settings-changed': 'Changed the sign-in rules',
  'session-ended': 'Signed out a device',
  'other-sessions-ended': 'Signed out all other devices',
  'password-reset-requested': 'Asked for a password reset link',
  'password-reset': 'Set a new password with a reset link',
  'staff-invited': 'Invited a staff member',
  'invitation-resent': 'Sent an invitation again',
  'invitation-withdrawn': 'Withdrew an invitation',
  'invitation-accepted': 'Accepted an invitation',
  'staff-role-changed': 'Changed a role',
  'staff-disabled': 'Disabled an account',
  'staff-enabled': 'Enabled an account',
  'staff-removed': 'Removed an account',
  'staff-two-factor-reset': 'Reset a member’s two-factor sign-in',
  'leads-exported': 'Exported leads',
  'lead-deleted': 'Deleted a lead',
  'lead-task-created': 'Added a task to a lead',
  'lead-task-done': 'Completed a lead’s task',
  'lead-task-reopened': 'Opened a lead’s task again',
  'post-saved': 'Saved a post',
  'post-deleted': 'Deleted a post',
  'media-alt-saved': 'Changed an image’s alt text',
  'media-replaced': 'Replaced an image in the media library',
  'media-deleted': 'Deleted an image from the media library',
  'testimonial-saved': 'Saved a testimonial',
  'testimonial-deleted': 'Deleted a testimonial',
  'checklist-saved': 'Saved a document checklist',
  'checklist-deleted': 'Deleted a document checklist',
  'newsletter-issue-saved': 'Saved a newsletter issue',
  'newsletter-issue-deleted': 'Deleted a newsletter issue',
  'newsletter-issue-test-sent': 'Sent a newsletter issue as a test',
  'newsletter-issue-sent': 'Sent or scheduled a newsletter issue',
  'newsletter-issue-unscheduled': 'Cancelled a newsletter issue’s schedule',
  'newsletter-issue-paused': 'Paused sending a newsletter issue',
  'newsletter-issue-resumed': 'Resumed sending a newsletter issue',
  'consultation-type-saved': 'Saved a consultation type',
  'consultation-type-deleted': 'Deleted a consultation type',
  'adviser-hours-saved': 'Saved an adviser’s hours',
  'settings-changed': 'Changed a setting',
  'text-saved': 'Changed a text of the site',
  'text-reset': 'Reset a text of the site to its default',
  'page-image-chosen': 'Replaced an image of the pages',
  'page-image-reset': 'Put an image of the pages back to its original',
  'retention-settings-changed': 'Changed the retention periods',
  'newsletter-settings-changed': 'Changed the newsletter settings',
  'newsletter-subscribers-exported': 'Exported newsletter subscribers',
  'newsletter-subscriber-unsubscribed': 'Unsubscribed a newsletter subscriber on request',
  'newsletter-subscriber-deleted': 'Deleted a newsletter subscriber',
  'retention-run-started': 'Ran the retention job',
  'backup-made': 'Made a backup',
  'backup-downloaded': 'Downloaded a backup',
  'data-subject-exported': 'Exported a person’s data',
  'data-subject-erased': 'Erased a person’s data',
  'calendar-feed-created': 'Made a calendar feed address',
  'calendar-feed-replaced': 'Replaced their calendar feed address',
  'calendar-feed-revoked': 'Revoked their calendar feed address',
  // Busy times from an adviser's own calendar (issue 47).
  'busy-calendar-saved': 'Set an adviser’s own calendar address (busy times)',
  'busy-calendar-removed': 'Removed an adviser’s own calendar address (busy times)',
  // The pipeline (issue 47).
  'lead-stage-moved': 'Moved a lead to another stage',
  'pipeline-stages-changed': 'Changed the pipeline’s stages',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

// An entry as the back office and the export see it.
export type AuditEntryDto = {
  _id: string;
  at: string;
  actorEmail: string;
  actorName: string;
  action: AuditAction;
  target: string;
  details: string;
  address: string;
};

// Entries are kept this long, then the database removes them (a TTL index on MongoDB).
export const AUDIT_RETENTION_DAYS = 365;
