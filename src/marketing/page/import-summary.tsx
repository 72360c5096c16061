/**
 * What the import made: how many conversions the file carries (by name), how many rows of the log it
 * could not use, repeated or changed, the download, and each list row by row under its heading: none
 * is left out in silence.
 */
import type { CSSObject } from '@emotion/react';
import { conversionCounts, creditedClick } from '../offline-import-summary';
import type { OfflineImport } from '../offline-import';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { color, fontSize, mq, space } from '../../theme/tokens';
import { actionButton, details, table, tableScroll } from './styles';
import { DownloadLink } from './download-link';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const pesos = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 2 });

export function ImportSummary({ result, fileName }: { result: OfflineImport; fileName: string }) {
  const { rows, rejected, repeated, notices, csv } = result;
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
        {repeated.length > 0 && (
          <li>
            <strong>{plural(repeated.length, 'fila repetida', 'filas repetidas')}</strong>
            {`: ${repeated.length === 1 ? 'va' : 'van'} una sola vez en el archivo.`}
          </li>
        )}
        {notices.length > 0 && (
          <li>
            <strong>{plural(notices.length, 'aviso', 'avisos')}</strong>
            {notices.length === 1
              ? ': una fila que va en el archivo, pero no como está escrita.'
              : ': filas que van en el archivo, pero no como están escritas.'}
          </li>
        )}
      </ul>
      {rows.length > 0 ? (
        <div css={{ display: 'grid', gap: space.xs }}>
          <DownloadLink text={csv} type="text/csv;charset=utf-8" download={fileName} css={actionButton}>
            Descargar el archivo para Google Ads
          </DownloadLink>
          <p css={{ fontSize: fontSize.sm, color: color.muted, overflowWrap: 'anywhere' }}>
            {fileName}: súbalo en Google Ads, en Objetivos → Conversiones → Cargas.
          </p>
        </div>
      ) : (
        <p>Ninguna fila se puede usar, así que no hay archivo para Google Ads: revise los motivos.</p>
      )}
      <RowList
        id="filas-rechazadas"
        title={`Filas que no se pueden usar (${rejected.length})`}
        columns={['Fila', 'Código', 'Motivo']}
        rows={rejected.map((row) => ({ key: row.row, cells: [row.row, row.code, row.reason] }))}
      />
      <RowList
        id="avisos-importacion"
        title={`Avisos (${notices.length})`}
        columns={['Fila', 'Código', 'Qué hará Google Ads']}
        rows={notices.map((row) => ({ key: row.row, cells: [row.row, row.code, row.message] }))}
      />
      <RowList
        id="filas-repetidas"
        title={`Filas repetidas (${repeated.length})`}
        columns={['Fila', 'Código', 'Motivo']}
        rows={repeated.map((row) => ({ key: row.row, cells: [row.row, row.code, row.message] }))}
      />
      {rows.length > 0 && (
        <details css={details}>
          <summary>Ver las conversiones del archivo ({rows.length})</summary>
          <DataTable
            label={{ caption: `Conversiones del archivo (${rows.length})` }}
            columns={['Fila', 'Código', 'Conversión', 'Fecha y hora (Bogotá)', 'Valor', 'Clic acreditado (Bogotá)']}
            rows={rows.map((row) => ({
              key: row.row,
              cells: [
                row.row,
                row.code,
                row.conversionName,
                row.conversionTime,
                row.value === null ? '—' : pesos.format(row.value),
                creditedClick(row) + (row.clicks > 1 ? `, uno de los ${row.clicks} clics del código` : ''),
              ],
            }))}
            nowrap={[1, 3, 4]}
          />
        </details>
      )}
    </section>
  );
}

type Rows = readonly { key: number; cells: readonly (string | number)[] }[];

/** A list of the log's rows under its own heading; nothing when it is empty. */
function RowList({ id, title, columns, rows }: { id: string; title: string; columns: readonly string[]; rows: Rows }) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id} css={{ display: 'grid', gap: space.xs, minWidth: 0 }}>
      <h4 id={id} css={{ fontSize: fontSize.md, color: color.navy }}>
        {title}
      </h4>
      <DataTable label={{ labelledBy: id }} columns={columns} rows={rows} nowrap={[1]} />
    </section>
  );
}

/**
 * On a phone, each row is a block and each cell shows its column's name before it (from
 * `data-label`), so nothing needs sideways scrolling; from the md breakpoint, a table. The elements
 * keep their implicit table roles (explicit ones on table elements are invalid HTML); where a browser
 * drops them with `display: block`, screen readers still hear each cell's column name from the label.
 */
const stacked: CSSObject = {
  display: 'block',
  caption: { display: 'block' },
  'tbody, tr, td': { display: 'block' },
  thead: visuallyHidden,
  'tbody tr': { paddingBlock: space.xs },
  td: { padding: `${space.xxs} ${space.md}`, overflowWrap: 'anywhere' },
  'td.nowrap': { whiteSpace: 'normal' },
  'td::before': {
    content: 'attr(data-label)',
    display: 'block',
    fontSize: fontSize.xs,
    fontWeight: 650,
    color: color.navy,
  },
  [mq.md]: {
    display: 'table',
    caption: { display: 'table-caption' },
    thead: {
      display: 'table-header-group',
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
    },
    tbody: { display: 'table-row-group' },
    tr: { display: 'table-row' },
    td: { display: 'table-cell', padding: `${space.xs} ${space.md}`, overflowWrap: 'normal' },
    'td.nowrap': { whiteSpace: 'nowrap' },
    'td::before': { content: 'none' },
  },
};

/** A table of rows, named by its caption or by a heading; `nowrap`: the columns kept on one line on a wide screen. */
function DataTable({
  label,
  columns,
  rows,
  nowrap,
}: {
  label: { caption: string } | { labelledBy: string };
  columns: readonly string[];
  rows: Rows;
  nowrap: readonly number[];
}) {
  return (
    <div css={tableScroll}>
      <table css={[table, stacked]} aria-labelledby={'labelledBy' in label ? label.labelledBy : undefined}>
        {'caption' in label && <caption>{label.caption}</caption>}
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
                <td key={i} data-label={columns[i]} className={nowrap.includes(i) ? 'nowrap' : undefined}>
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
