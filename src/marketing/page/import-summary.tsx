/**
 * What the import made: how many conversions the file carries (by name) and how many rows of the
 * log it could not use, the download, and both lists row by row: none is left out in silence.
 */
import { conversionCounts } from '../offline-import-summary';
import type { OfflineImport } from '../offline-import';
import { color, fontSize, space } from '../../theme/tokens';
import { actionButton, details, table, tableScroll } from './styles';
import { useDownload } from './use-download';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 2 });

export function ImportSummary({ result, fileName }: { result: OfflineImport; fileName: string }) {
  const { rows, rejected, csv } = result;
  const url = useDownload(rows.length > 0 ? csv : null, 'text/csv;charset=utf-8');
  const counts = conversionCounts(rows);
  return (
    <section
      aria-labelledby="resumen-importacion"
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md }}
    >
      <h3 id="resumen-importacion">Resumen</h3>
      <ul css={{ display: 'grid', gap: space.xs, paddingInlineStart: space.lg }}>
        <li>
          <strong>{plural(rows.length, 'conversión va', 'conversiones van')} en el archivo</strong>
          {counts.length > 0 && `: ${counts.map(({ name, count }) => `${count} «${name}»`).join(', ')}.`}
        </li>
        <li>
          <strong>
            {plural(rejected.length, 'fila del registro no se puede usar', 'filas del registro no se pueden usar')}
          </strong>
          {rejected.length > 0 && ': están en la tabla de abajo, con el motivo.'}
        </li>
      </ul>
      {url ? (
        <div css={{ display: 'grid', gap: space.xs }}>
          <a href={url} download={fileName} css={actionButton}>
            Descargar el archivo para Google Ads
          </a>
          <p css={{ fontSize: fontSize.sm, color: color.muted, overflowWrap: 'anywhere' }}>
            {fileName}: súbalo en Google Ads, en Objetivos → Conversiones → Cargas.
          </p>
        </div>
      ) : (
        <p>Ninguna fila se puede usar, así que no hay archivo para Google Ads: revise los motivos.</p>
      )}
      {rejected.length > 0 && (
        <DataTable
          caption={`Filas que no se pueden usar (${rejected.length})`}
          columns={['Fila', 'Código', 'Motivo']}
          rows={rejected.map((row) => ({ key: row.row, cells: [row.row, row.code, row.reason] }))}
          nowrap={[1]}
        />
      )}
      {rows.length > 0 && (
        <details css={details}>
          <summary>Ver las conversiones del archivo ({rows.length})</summary>
          <DataTable
            caption={`Conversiones del archivo (${rows.length})`}
            columns={['Fila', 'Código', 'Conversión', 'Fecha y hora (Bogotá)', 'Valor']}
            rows={rows.map((row) => ({
              key: row.row,
              cells: [
                row.row,
                row.code,
                row.conversionName,
                row.conversionTime,
                row.value === null ? '—' : pesos.format(row.value),
              ],
            }))}
            nowrap={[1, 3, 4]}
          />
        </details>
      )}
    </section>
  );
}

/** A table of rows, in a box that scrolls sideways on a phone; `nowrap`: the columns kept on one line. */
function DataTable({
  caption,
  columns,
  rows,
  nowrap,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly { key: number; cells: readonly (string | number)[] }[];
  nowrap: readonly number[];
}) {
  return (
    <div css={tableScroll}>
      <table css={table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells }) => (
            <tr key={key}>
              {cells.map((cell, i) => (
                <td key={i} className={nowrap.includes(i) ? 'nowrap' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
