import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../http/app-error.ts';

const NUL_IN_URL = /%00|\0/i;

// Walks with a stack, not recursion: a deeply nested body must not overflow the call stack.
const hasNulByte = (body: unknown): boolean => {
  const pending: unknown[] = [body];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\0')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

/**
 * Refuses a NUL byte anywhere in the URL or a JSON body with 400. No text column can store one
 * (PostgreSQL refuses it and the query fails), no honest client sends one, and refusing it here
 * keeps every field of every schema from having to say so.
 */
export const registerNulByteRefusal = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw badRequest('The address carries a NUL byte.');
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined && hasNulByte(request.body))
      throw badRequest('The request carries a NUL byte.');
  });
};
