import { Readable } from 'node:stream';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { myDataContracts } from '../../../shared/contracts/my-data.js';
import { readMyData, type MyDataRefusal } from '../../../shared/rules/my-data-file.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { AppError } from '../../errors.js';
import { startMyDataExport } from './my-data-export.js';
import { importMyData } from './my-data-import.js';
import { myDataZip } from './my-data-zip.js';

/** Each way a file can fail to import, in the one error shape (decision 058). */
function refusalError(refusal: MyDataRefusal): AppError {
  switch (refusal.kind) {
    case 'not-an-export':
      return new AppError(errorCodes.notAnExport, 400, refusal.message);
    case 'newer-version':
      return new AppError(errorCodes.exportVersionTooNew, 400, refusal.message);
    case 'invalid':
      return new AppError(errorCodes.validation, 400, refusal.message, refusal.fields);
    case 'list-full':
      return new AppError(errorCodes.listFull, 409, refusal.message);
    case 'too-many':
      return new AppError(errorCodes.importTooLarge, 409, refusal.message);
  }
}

/** "Download My Data" and "Import My Data": the signed-in account's own data, out and in. */
export const myDataRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db } = context;

  route(myDataContracts.downloadMyData, async ({ user }, reply) => {
    const { exportedAt, picture, pieces } = await startMyDataExport(db, user.id);
    const name = `tiplist-${exportedAt.toISOString().slice(0, 10)}.zip`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .type('application/zip')
      .send(Readable.from(myDataZip(pieces, picture, exportedAt)));
  });

  route(myDataContracts.importMyData, async ({ user, body }) => {
    const reading = readMyData(body);
    if (!reading.ok) throw refusalError(reading.refusal);
    const { trips, guidebooks } = reading.data;
    const texts = [...trips, ...guidebooks].map((list) => list.destination);
    // Offline only: a file may hold hundreds of lists, and the provider is not asked that often.
    const located = await context.places.locateEachOffline(texts);
    return importMyData(context, user.id, reading.data, located);
  });
};
