/**
 * @jest-environment node
 */
import { buildOfflineImport } from '../../src/marketing/offline-import';
import { conversionCounts, googleAdsFileName } from '../../src/marketing/offline-import-summary';

test('the file is named for the day it is made, on the marketer’s clock: conversiones-google-ads-AAAA-MM-DD.csv', () => {
  expect(googleAdsFileName(new Date(2025, 2, 4, 23, 59))).toBe('conversiones-google-ads-2025-03-04.csv');
  expect(googleAdsFileName(new Date(2025, 11, 31, 0, 0))).toBe('conversiones-google-ads-2025-12-31.csv');
});

describe('conversionCounts: how many conversions of each name the file holds', () => {
  const ga4 = 'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time\nK7Q2MX,gclid-k7,,,2025-03-04T19:12:08Z\n';
  const log =
    'codigo,fecha_hora,etapa\nK7Q2MX,2025-03-04 14:30,chat\nK7Q2MX,2025-03-05 09:00,chat\nK7Q2MX,2025-03-20 10:00,cliente\n';

  test('in the order they first appear, with the names the module gave (its defaults when none is written)', () => {
    expect(conversionCounts(buildOfflineImport(log, ga4).rows)).toEqual([
      { name: 'Chat de WhatsApp', count: 2 },
      { name: 'Cliente firmado', count: 1 },
    ]);
  });

  test('with the names the marketer wrote', () => {
    const rows = buildOfflineImport(log, ga4, { chatConversionName: 'Chat', clientConversionName: 'Firma' }).rows;
    expect(conversionCounts(rows)).toEqual([
      { name: 'Chat', count: 2 },
      { name: 'Firma', count: 1 },
    ]);
  });

  test('none for an empty file', () => {
    expect(conversionCounts([])).toEqual([]);
  });
});
