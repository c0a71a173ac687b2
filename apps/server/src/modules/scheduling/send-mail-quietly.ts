import type { MailMessage } from '../../services/mailer/mailer.ts';
import type { AppDeps } from '../../core/app-deps.ts';

/**
 * Sends a notice after its change was committed. A mail server that fails does not undo the
 * change nor fail the request: the in-app notification already tells the candidate.
 */
export const sendMailQuietly = async (deps: Pick<AppDeps, 'mailer' | 'log'>, mail: MailMessage) => {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.warn({ err: error, to: 'candidate' }, 'interview mail not sent');
  }
};
