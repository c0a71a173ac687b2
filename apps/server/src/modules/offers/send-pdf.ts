import type { FastifyReply } from 'fastify';

/** A document's PDF as a download, never kept by a cache (it carries personal data). */
export const sendPdf = (reply: FastifyReply, file: { fileName: string; content: Uint8Array }) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.content));
