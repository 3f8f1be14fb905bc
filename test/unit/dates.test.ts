import { strict as assert } from 'node:assert';
import { describeServerDate, formatDateTime, formatRelative, parseServerDate } from '../../src/core/dates';

describe('server dates', () => {
  it('reads World Anvil PHP dates in UTC, in an offset and in a named zone (across DST)', () => {
    assert.equal(
      parseServerDate({ date: '2026-02-01 11:01:00.000000', timezone: 'UTC' })?.toISOString(),
      '2026-02-01T11:01:00.000Z',
    );
    assert.equal(
      parseServerDate({ date: '2026-02-01 11:01:00.250000', timezone: '+02:00' })?.toISOString(),
      '2026-02-01T09:01:00.250Z',
    );
    assert.equal(
      parseServerDate({ date: '2026-02-01 11:01:00', timezone: '-0530' })?.toISOString(),
      '2026-02-01T16:31:00.000Z',
    );
    // Paris is UTC+1 in winter and UTC+2 in summer.
    assert.equal(
      parseServerDate({ date: '2026-02-01 11:01:00.000000', timezone: 'Europe/Paris' })?.toISOString(),
      '2026-02-01T10:01:00.000Z',
    );
    assert.equal(
      parseServerDate({ date: '2026-07-01 11:01:00.000000', timezone: 'Europe/Paris' })?.toISOString(),
      '2026-07-01T09:01:00.000Z',
    );
  });

  it('reads Weblate ISO timestamps and gives up on nonsense (then the raw text shows)', () => {
    assert.equal(parseServerDate('2026-02-01T11:01:00.123456+01:00')?.toISOString(), '2026-02-01T10:01:00.123Z');
    assert.equal(parseServerDate('yesterday-ish'), undefined);
    assert.equal(parseServerDate({ date: '2026-02-01 11:01:00', timezone: 'Not/AZone' }), undefined);
    assert.deepEqual(describeServerDate({ date: 'garbage', timezone: 'UTC' }, 'en'), {
      text: 'garbage UTC',
      exact: 'garbage UTC',
    });
  });

  it('formats in the display language, never the raw server text', () => {
    const d = new Date('2026-02-01T11:01:00Z');
    assert.equal(formatDateTime(d, 'en-US', 'UTC'), 'Feb 1, 2026, 11:01 AM');
    assert.equal(formatDateTime(d, 'de', 'UTC'), '01.02.2026, 11:01');
    assert.equal(formatDateTime(d, 'no-such-locale-!!', 'UTC'), formatDateTime(d, 'en', 'UTC'));
    assert.equal(
      formatRelative(
        new Date(Date.parse('2026-02-01T11:01:00Z') - 3 * 60_000),
        'en',
        Date.parse('2026-02-01T11:01:00Z'),
      ),
      '3 minutes ago',
    );
    assert.equal(
      formatRelative(
        new Date(Date.parse('2026-02-01T11:01:00Z') - 2 * 86_400_000),
        'de',
        Date.parse('2026-02-01T11:01:00Z'),
      ),
      'vorgestern',
    );
    assert.equal(formatRelative(new Date(0), 'fr', 5_000), 'maintenant');
  });

  it('keeps the exact server value for the hover', () => {
    const shown = describeServerDate({ date: '2026-02-01 11:01:00.000000', timezone: 'UTC' }, 'en');
    assert.equal(shown.exact, '2026-02-01 11:01:00.000000 UTC');
    assert.equal(shown.iso, '2026-02-01T11:01:00.000Z');
    assert.notEqual(shown.text, shown.exact);
    const relative = describeServerDate('2026-02-01T11:00:00Z', 'en', 'relative', Date.parse('2026-02-01T12:00:00Z'));
    assert.equal(relative.text, '1 hour ago');
    assert.match(relative.exact, /\(2026-02-01T11:00:00Z\)$/);
  });
});
