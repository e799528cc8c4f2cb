import type { Instrumentation } from 'next';

// Set in register(): loaded there, with the Node.js-only modules, and called synchronously below.
let noteRequestError: ((error: unknown, headers: Record<string, string | string[] | undefined>) => void) | undefined;

// Runs once when a server instance starts.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { recordSocketAddresses } = await import('./platform/socket-address-hook');
    recordSocketAddresses();
    const { drainConnections, trackResponses } = await import('./platform/drain-connections');
    trackResponses();
    const { refuseMalformedPaths } = await import('./platform/malformed-path');
    refuseMalformedPaths();
    // Server Action requests Next.js would refuse with a 500 and a stack trace: 4xx, nothing logged.
    const { refuseUnfitServerActionRequests } = await import('./platform/server-action-requests');
    refuseUnfitServerActionRequests();
    // A form posted without scripts to a page that takes no post: 405 and a page saying so.
    const { answerFormPostsWithoutScript } = await import('./platform/form-posts-without-script');
    answerFormPostsWithoutScript();
    const { answerPermanentRedirectsWith301 } = await import('./platform/moved-permanently');
    answerPermanentRedirectsWith301();
    const unavailable = await import('./platform/unavailable-status');
    unavailable.answerUnavailablePagesWith503();
    noteRequestError = unavailable.noteRequestError;
    // Refuse to start, rather than fail at the first sign-in: production needs JWT_SECRET (32+ characters).
    const { sessionSecret } = await import('./lib/server/auth/secret');
    try {
      sessionSecret();
    } catch (error) {
      console.error(`Cannot start: ${(error as Error).message}`);
      process.exit(1);
    }
    // Mail is sent by this long-running process; `next build` only loads the app, it must not send.
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      // One scheduler runs the timed work of this process (lib/server/scheduler.ts). Every instance
      // runs every job; each job's own database claims keep the instances from doing a thing twice.
      const { scheduler } = await import('./lib/server/scheduler');
      // The outbox's sweep; the outbox knows messages only, so each sender hands in the pass that
      // repairs its own (lib/server/mail/sweeper.ts).
      const { mailSweepJob } = await import('./lib/server/mail/sweeper');
      const { queueForgottenLeadMail } = await import('./lib/server/leads/lead-mail');
      scheduler.add(mailSweepJob([queueForgottenLeadMail]));
      // Loaded for what it registers with the outbox: a booking's reminder is sent only while the
      // booking is confirmed at the sequence it was written for (lib/server/mail/still-wanted.ts).
      await import('./lib/server/booking/booking-mail');
      // Scheduled posts go out at their time (lib/server/posts/publication-clock.ts).
      const { bringOlderPostsUpToDate, publicationClockJob } = await import('./lib/server/posts/publication-clock');
      void bringOlderPostsUpToDate();
      scheduler.add(publicationClockJob());
      // Leads' follow-up dates of earlier versions become tasks, once, whichever instance gets
      // there first (lib/server/enquiries/follow-up-carry-over.ts).
      const { carryOverFollowUps } = await import('./lib/server/enquiries/follow-up-carry-over');
      void carryOverFollowUps().catch((error: unknown) => console.error('[tasks] could not carry over follow-ups:', error));
      // The blog's search matches the posts in memory (lib/server/posts/search.ts): read them now.
      const { warmSearch } = await import('./lib/server/posts/search');
      warmSearch();
      // Retention periods applied once a day, by whichever instance claims the day first
      // (lib/server/retention/job.ts).
      const { retentionJob } = await import('./lib/server/retention/job');
      scheduler.add(retentionJob);
      // Booking claims whose booking never appeared (a process killed in between) are released
      // (lib/server/booking/holds.ts).
      const { bookingClaimSweepJob } = await import('./lib/server/booking/holds');
      scheduler.add(bookingClaimSweepJob);
      // Newsletter issues go out in batches at the settings' rate, each batch claimed per issue and
      // minute; loading it also registers the check that drops a queued issue mail whose
      // subscriber has left (lib/server/newsletter/sending.ts).
      const { newsletterSendingJob } = await import('./lib/server/newsletter/sending');
      scheduler.add(newsletterSendingJob);
      // A text the firm changed on another instance expires this one's cached pages within
      // seconds (lib/server/texts/watch.ts).
      const { textWatchJob } = await import('./lib/server/texts/watch');
      scheduler.add(textWatchJob());
      // The daily backup when BACKUP_DAILY is on, made by whichever instance claims the Berlin day
      // (lib/server/backup/daily-job.ts).
      const { backupJob } = await import('./lib/server/backup/daily-job');
      scheduler.add(backupJob);
      // At 08:00 Berlin time each person with lead access gets their morning digest, once per day
      // whichever instance decides it first (lib/server/leads/morning-digest.ts).
      const { morningDigestJob } = await import('./lib/server/leads/morning-digest');
      scheduler.add(morningDigestJob());
      // Advisers' own calendars read for busy times every 10 minutes, each adviser's read claimed
      // per 10-minute step by one instance (lib/server/busy-calendar/refresh.ts).
      const { busyCalendarJob } = await import('./lib/server/busy-calendar/refresh');
      scheduler.add(busyCalendarJob);
      scheduler.start();
      const { stopDelivery } = await import('./lib/server/mail/deliver');
      // Next's own handler stops accepting, lets requests in flight finish (and their after()
      // work), then exits with 128 + signal. Ours runs beside it, not instead: no connection is
      // kept alive past its response, and this process takes no new mail, which stays in the
      // outbox for the next instance.
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.once(signal, () => {
          drainConnections();
          // No delivery in this process claims another message, the sweep's nor one started after
          // a response: what is not sent stays pending, due at once, for the next instance (a send
          // cut off by the exit waits for its lease). No timer starts another run.
          stopDelivery();
          void scheduler.stop();
        });
      }
    }
  }
}

// A page that failed because the database is out of reach answers 503, not 500 (platform/unavailable-status.ts).
export const onRequestError: Instrumentation.onRequestError = (error, request) => {
  noteRequestError?.(error, request.headers);
};
