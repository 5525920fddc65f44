import { describe, expect, it } from 'vitest';
import { followRequest, followTips, ownedTrip, sendTips } from '../../../../tests/support/follow-links.js';
import { createTestApp } from '../../../../tests/support/test-app.js';
import { ONE_DIALECT } from '../../../../tests/support/test-database.js';
import { withoutFollowTokens } from './follow-tokens-in-logs.js';

describe('withoutFollowTokens', () => {
  it('hides follow tokens and mail codes, and leaves other addresses as they are', () => {
    expect(withoutFollowTokens('/follow/abcDEF_-123')).toBe('/follow/[hidden]');
    expect(withoutFollowTokens('/api/public/follow-links/abc/events?x=1')).toBe(
      '/api/public/follow-links/[hidden]/events?x=1',
    );
    expect(withoutFollowTokens('/follow-mail/stop/id.mac')).toBe('/follow-mail/stop/[hidden]');
    expect(withoutFollowTokens('/api/public/trips/t1/follow-links')).toBe(
      '/api/public/trips/t1/follow-links',
    );
    expect(withoutFollowTokens('/trip/abc')).toBe('/trip/abc');
  });
});

describe.each(ONE_DIALECT)('a follow token in the log on %s', (dialect) => {
  it('is never written, even where every request is logged', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      dialect,
      { LOG_LEVEL: 'debug' },
      {},
      { logStream: { write: (line) => void lines.push(line) }, followMailTimer: false },
    );
    try {
      const { tripId } = await ownedTrip(t);
      const { receipt } = await sendTips(t, tripId, ['Pastéis de Belém']);
      const token = await followTips(t, tripId, receipt);
      await followRequest(t, 'GET', `/follow/${token}`);
      await followRequest(t, 'GET', `/api/public/follow-links/${token}`);
      expect(lines.some((line) => line.includes('/follow/[hidden]'))).toBe(true);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await t.close();
    }
  });
});
