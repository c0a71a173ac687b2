import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears: each payload, and a note that notifications may have been missed. */
export type NotificationHandlers = {
  onNotification: (payload: string) => void;
  /** The connection dropped and came back: anything sent in between was lost. */
  onReconnect?: () => void;
  onError?: (error: unknown) => void;
};

export type Unlisten = () => Promise<void>;

/** PGlite delivers NOTIFY to listeners of the same instance, after the sending transaction commits. */
export const listenWithPglite = async (
  pglite: PGlite,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> => pglite.listen(channel, handlers.onNotification);

const RECONNECT_DELAY_MS = 1000;

/**
 * One dedicated connection per channel (LISTEN needs a session of its own, outside the pool). When
 * it drops, it reconnects after a second and reports it, so the listener can catch up.
 */
export const listenWithPostgres = async (
  connection: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
): Promise<Unlisten> => {
  let client: pg.Client | undefined;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (isClosed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect().then(
        () => handlers.onReconnect?.(),
        (error: unknown) => {
          handlers.onError?.(error);
          reconnectLater();
        },
      );
    }, RECONNECT_DELAY_MS);
  };

  const connect = async () => {
    const next = new pg.Client(connection);
    const drop = (error?: unknown) => {
      if (error) handlers.onError?.(error);
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      reconnectLater();
    };
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotification(message.payload ?? '');
    });
    next.on('error', drop);
    next.on('end', () => drop());
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  await connect();
  return async () => {
    isClosed = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
};
