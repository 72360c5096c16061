/**
 * @jest-environment node
 */
import { buildOfflineImport } from '../../src/marketing/offline-import';
import { conversionCounts, creditedClick, googleAdsFileName } from '../../src/marketing/offline-import-summary';

test('the file is named for the day it is made, on the marketer’s clock: conversiones-google-ads-AAAA-MM-DD.csv', () => {
  expect(googleAdsFileName(new Date(2025, 2, 4, 23, 59))).toBe('conversiones-google-ads-2025-03-04.csv');
  expect(googleAdsFileName(new Date(2025, 11, 31, 0, 0))).toBe('conversiones-google-ads-2025-12-31.csv');
});

const today = new Date('2025-03-31T17:00:00Z');

describe('conversionCounts: how many conversions of each name the file holds', () => {
  const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';
  const log =
    'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\nK7Q2MX,2025-03-05 09:00,chat\nK7Q2MX,2025-03-20 10:00,cliente\n';

  test('in the order they first appear, with the names the module gave (its defaults when none is written)', () => {
    expect(conversionCounts(buildOfflineImport(log, ga4, { today }).rows)).toEqual([
      { name: 'Chat de WhatsApp', count: 2 },
      { name: 'Cliente firmado', count: 1 },
    ]);
  });

  test('with the names the marketer wrote', () => {
    const rows = buildOfflineImport(log, ga4, {
      today,
      chatConversionName: 'Chat',
      clientConversionName: 'Firma',
    }).rows;
    expect(conversionCounts(rows)).toEqual([
      { name: 'Chat', count: 2 },
      { name: 'Firma', count: 1 },
    ]);
  });

  test('a row repeated in the log counts once: the summary counts conversions, not lines', () => {
    const twice = `${log}K7Q2MX,04/03/2025 2:30 p. m.,chat\nk7q-2mx,2025-03-20 10:00,cliente\n`;
    expect(conversionCounts(buildOfflineImport(twice, ga4, { today }).rows)).toEqual([
      { name: 'Chat de WhatsApp', count: 2 },
      { name: 'Cliente firmado', count: 1 },
    ]);
  });

  test('none for an empty file', () => {
    expect(conversionCounts([])).toEqual([]);
  });
});

describe('creditedClick: the click a conversion was credited to, as the page shows it', () => {
  const ga4 = [
    'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time',
    'K7Q2MX,EAIaIQobChMIq8Xb5pS8iQMVb-primer-clic,,,2025-03-04T19:12:08Z',
    'K7Q2MX,Cj0KCQ-corto,,,2025-03-12T14:00:00Z',
  ].join('\n');
  const log = 'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\nK7Q2MX,2025-03-12 09:30,chat\n';

  test('its time in Bogotá and its gclid, shortened in the middle when long', () => {
    const rows = buildOfflineImport(log, ga4, { today }).rows;
    expect(rows.map(creditedClick)).toEqual([
      '2025-03-04 14:12 · EAIaIQob…mer-clic',
      '2025-03-12 09:00 · Cj0KCQ-corto',
    ]);
  });
});
