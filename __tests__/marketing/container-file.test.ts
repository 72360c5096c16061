/**
 * @jest-environment node
 */
import { containerTitle, parseJsonFile } from '../../src/marketing/container-file';

describe('parseJsonFile', () => {
  test('a JSON file is its value', () => {
    expect(parseJsonFile('GTM-ABC.json', '{"exportFormatVersion":2}')).toEqual({ value: { exportFormatVersion: 2 } });
  });

  test('anything else says, in Spanish, that the file is not JSON and where it stops', () => {
    const result = parseJsonFile('contenedor.json', '{"exportFormatVersion": 2,');
    expect(result).toEqual({
      problem: expect.stringMatching(/^«contenedor\.json» no es un archivo JSON válido \(.+\)\.$/),
    });
    expect(parseJsonFile('vacío.json', '')).toEqual({
      problem: expect.stringMatching(/^«vacío\.json» no es un archivo JSON válido/),
    });
  });
});

describe('containerTitle: what the report is about, as npm run check-container names it', () => {
  test("the container's name and public id", () => {
    const exported = { containerVersion: { container: { name: 'Sitio', publicId: 'GTM-ABC123' } } };
    expect(containerTitle(exported, 'export.json')).toBe('Sitio (GTM-ABC123)');
    expect(containerTitle({ containerVersion: { container: { publicId: 'GTM-ABC123' } } }, 'x.json')).toBe(
      '(GTM-ABC123)',
    );
  });

  test("the file's name when the export does not say", () => {
    expect(containerTitle({ containerVersion: {} }, 'export.json')).toBe('export.json');
    expect(containerTitle({ containerVersion: { container: { name: 'Sitio' } } }, 'export.json')).toBe('export.json');
  });
});
