import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import { addCompanion } from '../../../../tests/support/factories/companions.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { mailParts } from '../../../../tests/support/mail-parts.js';
import { headerOf, ownersTrip, sendTips, testClock } from '../../../../tests/support/notifications.js';
import {
  decodedSubjectOf,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from '../../../../tests/support/smtp.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { INVITE_MAILS_PER_DAY } from '../../../shared/rules/list-roles.js';

const PUBLIC_URL = 'https://tips.example.org';
const WINDOW_MS = 60_000;

/** Mails that go to companions (decision 069): invites by mail, and the new-tip mails editors choose. */
describe.each(DIALECTS)('companions’ mails on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const clock = testClock();
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const sendDue = async () => {
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, PUBLIC_URL, NOTIFY_BATCH_SECONDS: String(WINDOW_MS / 1000) },
      {},
      { notifications: { now: clock.now, pollMs: null } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a new-tip mail to an editor who chose it, not to one who did not, nor to a viewer', async () => {
    const { owner, trip } = await ownersTrip(t, { destination: 'Porto' });
    const [keen, quiet, viewer] = await Promise.all(
      ['Kim', 'Quinn', 'Vera'].map((first_name) => buildUser(t, { first_name, emailVerified: true })),
    );
    if (!keen || !quiet || !viewer) throw new Error('no users');
    await addCompanion(t, 'trip', trip.id, keen.id, 'editor');
    await addCompanion(t, 'trip', trip.id, quiet.id, 'editor');
    await addCompanion(t, 'trip', trip.id, viewer.id, 'viewer');
    const choose = await apiClient(t, keen.cookie).put(`/api/trips/${trip.id}/membership`, {
      new_tip_mail: true,
    });
    expect(choose.json()).toEqual({ role: 'editor', new_tip_mail: true });
    const read = (await apiClient(t, keen.cookie).get(`/api/trips/${trip.id}`)).json<{ access: unknown }>();
    expect(read.access).toEqual({ role: 'editor', shared_by: 'Rosa', new_tip_mail: true });
    const refused = await apiClient(t, viewer.cookie).put(`/api/trips/${trip.id}/membership`, {
      new_tip_mail: true,
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'VIEW_ONLY']);

    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Francesinha at Santiago' }]);
    await sendDue();
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(quiet.email)).toEqual([]);
    expect(mailsTo(viewer.email)).toEqual([]);
    const [mail] = mailsTo(keen.email);
    if (!mail) throw new Error('the editor got no mail');
    expect(subjectOf(mail)).toBe('1 new tip for Porto');
    const { text } = mailParts(mail);
    expect(text).toContain('Hi Kim,');
    expect(text).toContain(
      "You get this mail because you chose to hear of new tips on Rosa's trip on Tiplist.",
    );
    expect(text).toContain(`Open the trip: ${PUBLIC_URL}/trip/${trip.id}`);
    // Each copy is a message of its own.
    expect(headerOf(mail, 'Message-ID')).not.toBe(headerOf(mailsTo(owner.email)[0] ?? mail, 'Message-ID'));

    // Removed, the editor hears no more, though the batch was composed for them.
    await sendTips(t, trip.id, 'Maria', [{ category: 'do', content: 'Livraria Lello early' }]);
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();
    expect(mailsTo(owner.email)).toHaveLength(2);
    expect(mailsTo(keen.email)).toHaveLength(2);
  });

  it('mails an invite to one address, in its account’s language, at most 20 a day', async () => {
    const owner = await buildUser(t, { first_name: 'Olga', emailVerified: true });
    const api = apiClient(t, owner.cookie);
    const trip = (await api.post('/api/trips', { destination: 'Seville' })).json<{ trip: { id: string } }>()
      .trip;
    const invitee = await buildUser(t, { first_name: 'Inés' });
    await t.db.kysely.updateTable('user').set({ language: 'es' }).where('id', '=', invitee.id).execute();
    const made = await api.post(`/api/trips/${trip.id}/invites`, { role: 'editor', email: invitee.email });
    expect(made.statusCode).toBe(201);
    const [mail] = mailsTo(invitee.email);
    if (!mail) throw new Error('no invite mail');
    expect(decodedSubjectOf(mail)).toBe('Olga te invitó a su viaje a Seville');
    const { text, html } = mailParts(mail);
    const link = /https:\/\/tips\.example\.org\/join\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(html).toContain(link);
    // The link opens the trip for the invitee alone.
    const token = link?.split('/').pop() ?? '';
    const joined = await apiClient(t, invitee.cookie).post(`/api/invites/${token}`);
    expect(joined.json()).toMatchObject({ list_id: trip.id, role: 'editor' });

    for (let n = 1; n < INVITE_MAILS_PER_DAY; n += 1) {
      const more = await api.post(`/api/trips/${trip.id}/invites`, {
        role: 'viewer',
        email: `friend${n}@example.com`,
      });
      expect(more.statusCode).toBe(201);
      // Revoked at once: the list may have OPEN_INVITES_PER_LIST open.
      const { invite } = more.json<{ invite: { id: string } }>();
      await api.delete(`/api/trips/${trip.id}/invites/${invite.id}`);
    }
    const over = await api.post(`/api/trips/${trip.id}/invites`, {
      role: 'viewer',
      email: 'one-more@example.com',
    });
    expect([over.statusCode, errorOf(over).code]).toEqual([429, 'RATE_LIMITED']);
    // A link is not a mail: still made.
    expect((await api.post(`/api/trips/${trip.id}/invites`, { role: 'viewer' })).statusCode).toBe(201);
  });
});
