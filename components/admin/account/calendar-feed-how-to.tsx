// How to subscribe to the calendar address in each calendar app (docs/staff.md says the same).
export function CalendarFeedHowTo() {
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <h3 className="font-semibold text-slate-900">Adding it to your calendar</h3>
      <details>
        <summary className="cursor-pointer py-2 font-medium text-slate-900">Google Calendar</summary>
        <p>
          On a computer, open Google Calendar, choose <strong>+</strong> beside <em>Other calendars</em>, then <em>From URL</em>, paste the address and choose{' '}
          <em>Add calendar</em>. Google fetches it every few hours, so a new booking can take a while to show.
        </p>
      </details>
      <details>
        <summary className="cursor-pointer py-2 font-medium text-slate-900">Outlook</summary>
        <p>
          In Outlook on the web or the new Outlook: <em>Calendar</em>, <em>Add calendar</em>, <em>Subscribe from web</em>, paste the address, name it and
          choose <em>Import</em>. In the classic desktop Outlook: <em>Add calendar</em>, <em>From Internet</em>.
        </p>
      </details>
      <details>
        <summary className="cursor-pointer py-2 font-medium text-slate-900">Apple Calendar</summary>
        <p>
          On a Mac: <em>File</em>, <em>New Calendar Subscription</em>, paste the address, then set <em>Auto-refresh</em> to every 15 minutes. On an iPhone
          or iPad: <em>Settings</em>, <em>Calendar</em>, <em>Accounts</em>, <em>Add Account</em>, <em>Other</em>, <em>Add Subscribed Calendar</em>. Or open
          the webcal:// link shown with the address.
        </p>
      </details>
      <p>The feed holds your consultations from six weeks back on, with the visitor&apos;s first name only; the rest is on the lead, one click away.</p>
    </div>
  );
}
