export type MailMessage = { to: string; subject: string; text: string; html?: string };

/** Sends mail: SMTP in production, the development outbox otherwise. */
export type Mailer = {
  kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
  close?: () => void;
};
