import { createHash } from 'node:crypto';
import { announceUserChange } from '../../auth/changed-user.js';
import type { ServerContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { encodeProfileImage } from './profile-image.js';

type Context = Pick<ServerContext, 'db' | 'bus'>;

/**
 * An image's id is the hash of its owner and its bytes: its URL never serves other bytes, so it may
 * be cached for good, and two people uploading the same picture still get rows of their own.
 */
function imageIdOf(userId: string, data: Buffer): string {
  return createHash('sha256').update(userId).update('\0').update(data).digest('base64url');
}

/**
 * Re-encodes the upload and makes it the user's picture, deleting the one it replaces, in one
 * transaction. The user row is written first: it serialises two uploads of one account, so the later
 * one sees the earlier one's image and deletes it rather than leave it behind.
 */
export async function storeProfileImage(context: Context, userId: string, bytes: Uint8Array) {
  const image = await encodeProfileImage(bytes);
  const id = imageIdOf(userId, image.data);
  await context.db.kysely.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('user')
      .set({ image_id: id, updatedAt: nowIso() })
      .where('id', '=', userId)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw AppError.unauthorized();
    await trx
      .insertInto('images')
      .values({
        id,
        user_id: userId,
        content_type: 'image/webp',
        width: image.width,
        height: image.height,
        data: image.data,
      })
      // The same picture again: its row is already there, under the same id.
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
    await trx.deleteFrom('images').where('user_id', '=', userId).where('id', '!=', id).execute();
  });
  return announceUserChange(context, userId);
}

/** Removes the user's picture (the initials show instead) and its stored bytes. */
export async function removeProfileImage(context: Context, userId: string) {
  await context.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('user')
      .set({ image_id: null, updatedAt: nowIso() })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('images').where('user_id', '=', userId).execute();
  });
  return announceUserChange(context, userId);
}

/** A stored image's bytes; 404 when there is no such image (or no longer). */
export async function readImage(db: Db, imageId: string): Promise<Buffer> {
  const row = await db.kysely
    .selectFrom('images')
    .select('data')
    .where('id', '=', imageId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Image not found.');
  return row.data;
}

/** Checks that an image is still stored, without reading its bytes (a conditional request); 404 if not. */
export async function findImage(db: Db, imageId: string): Promise<void> {
  const row = await db.kysely.selectFrom('images').select('id').where('id', '=', imageId).executeTakeFirst();
  if (!row) throw AppError.notFound('Image not found.');
}
