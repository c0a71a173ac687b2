import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';

let server: SMTPServer | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/** A real SMTP server on a free local port that keeps what it receives. */
const startSmtpServer = async () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received };
};

describe('the SMTP mailer', () => {
  it('delivers the message to the SMTP server named by SMTP_URL', async () => {
    const { port, received } = await startSmtpServer();
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Careers <no-reply@acme.example>');
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Your code',
      text: 'Your code is 123456.',
    });
    mailer.close?.();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@acme.example', to: ['ada@example.com'] });
    expect(received[0]!.data).toContain('Subject: Your code');
    expect(received[0]!.data).toContain('Your code is 123456.');
  });

  it('fails when the server cannot be reached', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'Careers <no-reply@acme.example>');
    await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't' })).rejects.toThrow();
  });
});
