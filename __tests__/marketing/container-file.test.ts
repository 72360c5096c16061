/**
 * @jest-environment node
 */
import { parseJsonFile } from '../../src/marketing/container-file';

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
