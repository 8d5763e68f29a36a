/** Notifications on the page: the game's notify panel (email, push, mute, digest) and the lost-link form. */
export const notify = {
  saved: 'Saved.',
  pushOn: 'Notifications are on for this device.',
  pushOff: 'Notifications are off for this device.',
  title: 'Notifications',
  yourEmail: 'Your email for this game',
  save: 'Save',
  pushWhat: 'This device shows a notification when it is your turn, for reminders and when the game ends.',
  pushStop: 'Stop notifications on this device',
  pushStart: 'Notify me on this device',
  pushBlocked: "Notifications are blocked for this site in this browser's settings.",
  mute: 'Mute emails for this game, and its notifications on every device',
  digest:
    'One email a day instead of one per turn (a digest after 07:00 UTC of every game of this address waiting for you; reminders before a deadline still come)',
  lostTitle: 'Lost your seat link?',
  lostEmail: 'The email you gave for this game',
  sendLink: 'Send me my link',
};
