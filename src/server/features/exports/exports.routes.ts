import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ExportFormat } from '../../../shared/contracts/exports.js';
import { guidebookContracts } from '../../../shared/contracts/guidebooks.js';
import { sharedGuidebookContracts } from '../../../shared/contracts/shared-guidebooks.js';
import { tripContracts } from '../../../shared/contracts/trips.js';
import { sharedGuidebookUrl } from '../../../shared/rules/share-links.js';
import type { AppConfig } from '../../config.js';
import type { OwnerRouter, PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import {
  findGuidebookFor,
  findSharedGuidebook,
  listGuidebookTips,
} from '../guidebooks/guidebooks.service.js';
import { listTips } from '../tips/tips.service.js';
import { findTripFor } from '../../auth/list-access.js';
import { attachmentHeader, EXPORT_TYPES, exportChunks } from './export-formats.js';
import { exportTipOf, type ExportList } from './export-list.js';
import { PAGES } from '../../../shared/pages/page-table.js';

/** Where the list lives, for whoever opens the file later: PUBLIC_URL, or the origin asked on. */
const originOf = (config: AppConfig, request: FastifyRequest) => config.publicUrl ?? ownOrigin(request);

/** Writes the file as it is made, named after the list, never kept by a shared cache. */
export function sendExport(reply: FastifyReply, format: ExportFormat, list: ExportList): FastifyReply {
  return reply
    .header('content-disposition', attachmentHeader(list.title, format))
    .header('cache-control', 'private, no-store')
    .type(EXPORT_TYPES[format])
    .send(Readable.from(exportChunks(format, list)));
}

/** Downloads of the lists a person owns or is a companion of; anyone else's is not found. */
export const exportRoutes: RoutesOf<OwnerRouter> = (route, { db, config }) => {
  route(tripContracts.exportTrip, async (request, reply) => {
    const { list: trip } = await findTripFor(db, request.user.id, request.params.id, 'read');
    const tips = await listTips(db, trip.id);
    return sendExport(reply, request.query.format, {
      title: trip.destination,
      link: `${originOf(config, request)}${PAGES.trip.href({ tripId: trip.id })}`,
      tips: tips.map(exportTipOf),
    });
  });

  route(guidebookContracts.exportGuidebook, async (request, reply) => {
    const { list: guidebook } = await findGuidebookFor(db, request.user.id, request.params.id, 'read');
    const tips = await listGuidebookTips(db.kysely, guidebook.id);
    return sendExport(reply, request.query.format, {
      title: guidebook.title,
      link: `${originOf(config, request)}${PAGES.guidebook.href({ guidebookId: guidebook.id })}`,
      tips: tips.map(exportTipOf),
    });
  });
};

/** A shared guidebook's download, for anyone holding a link that still works (404 revoked, 410 expired). */
export const sharedExportRoutes: RoutesOf<PublicRouter> = (route, { db, config }) => {
  route(sharedGuidebookContracts.exportSharedGuidebook, async (request, reply) => {
    const { token } = request.params;
    const link = await findSharedGuidebook(db.kysely, token);
    const tips = await listGuidebookTips(db.kysely, link.id);
    return sendExport(reply, request.query.format, {
      title: link.title,
      link: sharedGuidebookUrl(originOf(config, request), token),
      tips: tips.map(exportTipOf),
    });
  });
};
