/**
 * The marketers' page (/admin/marketing) in jsdom, with the real join and the real rules of
 * `npm run check-container`: what it shows for each file, and the files it makes. The same page in
 * Chromium, under the editor's policy and with the built scripts: browser-tests/marketing-page.test.ts.
 */
import fs from 'node:fs';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as rules from '../../src/marketing/container-rules';
import { siteFacts } from '../../src/marketing/site-facts';
import { MarketingPage } from '../../src/marketing/page/marketing-page';
import { buildOfflineImport } from '../../src/marketing/offline-import';
import { containerFile } from '../fixtures/gtm-containers';
import { ROUTE_CHANGE_ADDITIONS, exportedWithRouteChange } from '../fixtures/route-change-container';

const GA4 = [
  '# Clics de WhatsApp desde anuncios',
  'whatsapp_ref,gclid,gbraid,wbraid,ad_click_time,Recuento de eventos',
  'K7Q2MX,EAIaIQobChMI-k7q2mx-primer-clic-del-anuncio,,,2025-03-04T19:12:08.431Z,2',
  'K7Q2MX,EAIaIQobChMI-k7q2mx-segundo-clic-del-anuncio,,,2025-03-18T15:00:00Z,1',
  'T9FD1C,,1.gbraid-ejemplo,,2025-03-15T18:30:00Z,1',
  'P3NM8R,EAIaIQobChMI-p3nm8r,,,2025-03-10T20:05:41.250Z,1',
  '',
].join('\n');
const CHAT_LOG = [
  'codigo;fecha_hora;etapa;valor_cop', // 1
  'K7Q2MX;2025-03-04 14:30;chat;', // 2: the first of the code's two clicks
  'K7Q2MX;20/03/2025 10:00;cliente;1.500.000', // 3: the second
  'ZZZZZZ;2025-03-07 09:00;chat;', // 4: not in GA4
  'T9FD1C;2025-03-15 14:00;chat;', // 5: gbraid only
  'k7q2mx;04/03/2025 2:30 p. m.;chat;', // 6: row 2 again
  'P3NM8R;2025-03-10 15:30;chat;$ 100.000', // 7: a chat with a value
  'P3NM8R;2025-03-21 09:00;cliente;', // 8: a client without one
  '',
].join('\n');

const csvFile = (name: string, text: string) => new File([text], name, { type: 'text/csv' });

/** The blobs the page made, by their blob: address. */
const blobs = new Map<string, Blob>();
beforeEach(() => {
  blobs.clear();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    next += 1;
    blobs.set(`blob:prueba/${next}`, blob);
    return `blob:prueba/${next}`;
  };
  URL.revokeObjectURL = (url: string) => void blobs.delete(url);
});

const blobText = (url: string | null): Promise<string> =>
  new Promise((resolve, reject) => {
    const blob = url === null ? undefined : blobs.get(url);
    if (!blob) return reject(new Error(`no blob at ${url}`));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

/** The site as the page's bundle carries it. */
const site = siteFacts();

const TODAY = new Date(2025, 3, 1);
const showPage = () => render(<MarketingPage site={site} today={() => TODAY} />);

/** Each body row of a table, as the text of its cells. */
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

const giveBothFiles = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.upload(screen.getByLabelText('1. Registro de chats (CSV)'), csvFile('registro.csv', CHAT_LOG));
  await user.upload(screen.getByLabelText('2. Exportación de GA4 (CSV)'), csvFile('ga4.csv', GA4));
  await screen.findByText('Resumen');
};

describe('Importación de conversiones', () => {
  test('the two files give the Google Ads file to download, the summary and every unusable row with why', async () => {
    const user = userEvent.setup();
    showPage();
    await user.upload(screen.getByLabelText('1. Registro de chats (CSV)'), csvFile('registro.csv', CHAT_LOG));
    expect(screen.queryByText('Resumen')).toBeNull();
    await user.upload(screen.getByLabelText('2. Exportación de GA4 (CSV)'), csvFile('ga4.csv', GA4));

    const expected = buildOfflineImport(CHAT_LOG, GA4, { today: TODAY });
    await screen.findByText('Resumen');
    expect(screen.getByText('4 conversiones van en el archivo').parentElement).toHaveTextContent(
      '4 conversiones van en el archivo: 2 «Chat de WhatsApp», 2 «Cliente firmado».',
    );
    expect(screen.getByText('2 filas del registro no se pueden usar')).toBeInTheDocument();
    expect(screen.getByText('1 fila repetida').parentElement).toHaveTextContent(
      '1 fila repetida: va una sola vez en el archivo.',
    );
    expect(screen.getByText('2 avisos').parentElement).toHaveTextContent(
      '2 avisos: filas que van en el archivo, pero no como están escritas.',
    );

    // The link gets its address in a layout effect of the render that showed the results (download-link.tsx).
    const link = (await screen.findByText('Descargar el archivo para Google Ads')).closest('a') as HTMLAnchorElement;
    expect(link).toHaveAttribute('download', 'conversiones-google-ads-2025-04-01.csv');
    expect(await blobText(link.getAttribute('href'))).toBe(expected.csv);
    expect(blobs.get(link.getAttribute('href') ?? '')?.type).toBe('text/csv;charset=utf-8');

    const rejected = screen.getByRole('table', { name: 'Filas que no se pueden usar (2)' });
    expect(cellsOf(rejected)).toEqual(expected.rejected.map((row) => [String(row.row), row.code, row.reason]));
  });

  test('the notices and the repeated rows each have their heading and their table, with what happens to each row', async () => {
    showPage();
    await giveBothFiles(userEvent.setup());
    const expected = buildOfflineImport(CHAT_LOG, GA4, { today: TODAY });
    expect(screen.getByRole('heading', { level: 4, name: 'Avisos (2)' })).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Avisos (2)' }))).toEqual(
      expected.notices.map((notice) => [String(notice.row), notice.code, notice.message]),
    );
    expect(expected.notices.map((notice) => notice.row)).toEqual([7, 8]);
    expect(screen.getByRole('heading', { level: 4, name: 'Filas repetidas (1)' })).toBeInTheDocument();
    expect(cellsOf(screen.getByRole('table', { name: 'Filas repetidas (1)' }))).toEqual([
      ['6', 'k7q2mx', 'Repetida: igual a la fila 2 (mismo código, etapa y hora); va una sola vez en el archivo.'],
    ]);
  });

  test('the list of conversions shows the click each was credited to, and says when its code has several', async () => {
    const user = userEvent.setup();
    showPage();
    await giveBothFiles(user);
    await user.click(screen.getByText('Ver las conversiones del archivo (4)'));
    const table = screen.getByRole('table', { name: 'Conversiones del archivo (4)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Fila', 'Código', 'Conversión', 'Fecha y hora (Bogotá)', 'Valor', 'Clic acreditado (Bogotá)']);
    expect(cellsOf(table).map((cells) => [cells[0], cells[5]])).toEqual([
      ['2', '2025-03-04 14:12 · EAIaIQob…-anuncio, uno de los 2 clics del código'],
      ['3', '2025-03-18 10:00 · EAIaIQob…-anuncio, uno de los 2 clics del código'],
      ['7', '2025-03-10 15:05 · EAIaIQobChMI-p3nm8r'],
      ['8', '2025-03-10 15:05 · EAIaIQobChMI-p3nm8r'],
    ]);
  });

  test('on a phone each table row reads as a block: every cell is labelled with its column, and the tables keep their roles', async () => {
    const user = userEvent.setup();
    showPage();
    await giveBothFiles(user);
    await user.click(screen.getByText('Ver las conversiones del archivo (4)'));
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(4);
    for (const table of tables) {
      const columns = within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent);
      for (const row of within(table).getAllByRole('row').slice(1))
        expect(
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.getAttribute('data-label')),
        ).toEqual(columns);
    }
  });

  test('two files dropped in each other’s place get one message that says so', async () => {
    const user = userEvent.setup();
    showPage();
    await user.upload(screen.getByLabelText('1. Registro de chats (CSV)'), csvFile('ga4.csv', GA4));
    await user.upload(screen.getByLabelText('2. Exportación de GA4 (CSV)'), csvFile('registro.csv', CHAT_LOG));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Los archivos parecen intercambiados: /)]);
  });

  test('left empty, each conversion name shows the name the file will use', () => {
    showPage();
    expect(screen.getByLabelText('Etapa «chat» (primer mensaje)')).toHaveAttribute('placeholder', 'Chat de WhatsApp');
    expect(screen.getByLabelText('Etapa «cliente» (cliente firmado)')).toHaveAttribute(
      'placeholder',
      'Cliente firmado',
    );
    expect(
      screen.getByText(/Si deja uno vacío, el archivo lleva «Chat de WhatsApp» o «Cliente firmado»/),
    ).toBeInTheDocument();
  });

  test('the conversion names the marketer writes go into the file', async () => {
    const user = userEvent.setup();
    showPage();
    await user.upload(screen.getByLabelText('1. Registro de chats (CSV)'), csvFile('registro.csv', CHAT_LOG));
    await user.upload(screen.getByLabelText('2. Exportación de GA4 (CSV)'), csvFile('ga4.csv', GA4));
    await user.type(screen.getByLabelText('Etapa «chat» (primer mensaje)'), 'Chat WhatsApp web');
    const link = screen.getByRole('link', { name: 'Descargar el archivo para Google Ads' });
    expect(await blobText(link.getAttribute('href'))).toBe(
      buildOfflineImport(CHAT_LOG, GA4, { today: TODAY, chatConversionName: 'Chat WhatsApp web' }).csv,
    );
    // Only the file on screen has an address: the earlier ones were freed.
    expect(blobs.size).toBe(1);
  });

  test("a file that cannot be read says which and why, in the module's words, and no file is offered", async () => {
    const user = userEvent.setup();
    showPage();
    await user.upload(screen.getByLabelText('1. Registro de chats (CSV)'), csvFile('registro.csv', 'codigo,etapa\n'));
    await user.upload(screen.getByLabelText('2. Exportación de GA4 (CSV)'), csvFile('ga4.csv', 'fecha,usuarios\n'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Al registro de chats le falta la columna «fecha_hora».')).toBeInTheDocument();
    expect(within(alert).getByText(/^La exportación de GA4 no tiene la fila de títulos/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Descargar el archivo para Google Ads' })).toBeNull();
  });

  test('an Excel workbook dropped on the zone is named as one, with how to save it as CSV', async () => {
    showPage();
    const xlsx = new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0, 0])], 'registro.xlsx');
    const zone = screen.getByText('1. Registro de chats (CSV)').parentElement as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [xlsx] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '«registro.xlsx» es un libro de Excel, no un archivo CSV',
    );
  });

  test('offers the chat log template', () => {
    showPage();
    const template = screen.getByRole('link', { name: 'Descargar la plantilla del registro' });
    expect(template).toHaveAttribute('href', '/admin/registro-de-chats.csv');
    expect(template).toHaveAttribute('download', 'registro-de-chats.csv');
  });
});

describe('Revisar un contenedor de Tag Manager', () => {
  const file = containerFile('laseryshow-del__Mi-configuraci-n-gtm__GTM-TNM9JZ3S-WEB-v2.json');
  const text = fs.readFileSync(file, 'utf8');

  test("a real export gets the command's findings and its report, word for word", async () => {
    const user = userEvent.setup();
    showPage();
    await user.upload(screen.getByLabelText('Contenedor exportado (JSON)'), new File([text], 'GTM-TNM9JZ3S.json'));
    const result = rules.checkContainer(JSON.parse(text), site);
    const title = 'Configuracion Completa v2 (GTM-TNM9JZ3S)';
    const heading = await screen.findByText(`Contenedor: ${title}`);
    expect(heading.tagName).toBe('H3');
    expect(screen.getByTestId('informe-texto').textContent).toBe(rules.formatReport(result, title));

    // (By id rather than by role: role queries take seconds each over this many findings in jsdom.)
    const group = (id: string) => {
      const section = document.getElementById(id)?.closest('section');
      if (!section) throw new Error(`no section ${id}`);
      return {
        title: document.getElementById(id)?.textContent,
        items: [...section.querySelectorAll(':scope > ul > li')],
      };
    };
    const problems = group('no-funcionan');
    expect(problems.title).toBe(`No funcionarán en este sitio (${result.problems.length})`);
    expect(problems.items.map((item) => item.textContent)).toEqual(
      result.problems.map((problem) =>
        [
          `✗ ${{ tag: 'Etiqueta', trigger: 'Activador', variable: 'Variable' }[problem.kind]} «${problem.name}» (${problem.typeLabel})`,
          ...problem.reasons.map((reason) => `Por qué${reason.why}Qué usar${reason.instead}`),
        ].join(''),
      ),
    );
    const warnings = group('avisos');
    expect(warnings.title).toBe(`Avisos: funcionan, pero revíselos (${result.warnings.length})`);
    expect(warnings.items.map((item) => item.textContent)).toEqual(
      result.warnings.map((w) => expect.stringContaining(`«${w.name}» (${w.typeLabel})${w.why}`)),
    );
    expect(document.getElementById('funcionan')?.textContent).toBe(
      `Funcionan en este sitio (${result.working.length})`,
    );
    // The link gets its address in a layout effect of the render that showed the results (download-link.tsx).
    const report = (await screen.findByText('Descargar el informe (.txt)')).closest('a') as HTMLAnchorElement;
    expect(report).toHaveAttribute('download', 'revision-GTM-TNM9JZ3S.txt');
    expect(await blobText(report.getAttribute('href'))).toBe(rules.formatReport(result, title));
  });

  test('a container exported before, with a trigger on gatsby-route-change: nothing blocked, and the warning that says to remove it', async () => {
    const user = userEvent.setup();
    showPage();
    const exported = exportedWithRouteChange();
    const file = new File([JSON.stringify(exported)], 'contenedor-anterior.json');
    await user.upload(screen.getByLabelText('Contenedor exportado (JSON)'), file);
    await screen.findByText(`Contenedor: ${rules.reportTitle(exported, file.name)}`);
    expect(document.getElementById('no-funcionan')?.textContent).toBe('No funcionarán en este sitio (0)');
    const [retired] = rules.checkContainer(exported, site).warnings.filter((w) => w.rule === 'retired-event');
    expect(retired?.why).toMatch(/^El sitio ya no envía «gatsby-route-change»/);
    const warnings = document.getElementById('avisos')?.closest('section');
    const item = [...(warnings?.querySelectorAll(':scope > ul > li') ?? [])].find((li) =>
      li.textContent?.includes(`«${ROUTE_CHANGE_ADDITIONS.trigger}»`),
    );
    expect(item?.textContent).toContain(`«${ROUTE_CHANGE_ADDITIONS.trigger}» (Evento personalizado)${retired?.why}`);
  });

  test('a file that is not JSON, or not an export, says so as the command does', async () => {
    const user = userEvent.setup();
    showPage();
    const input = screen.getByLabelText('Contenedor exportado (JSON)');
    await user.upload(input, new File(['<html>'], 'pagina.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^«pagina\.json» no es un archivo JSON válido \(/);
    await user.upload(input, new File(['{"exportFormatVersion": 1}'], 'viejo.json'));
    expect(
      await screen.findByText(`No se puede revisar «viejo.json»: ${rules.exportProblem({ exportFormatVersion: 1 })}`),
    ).toBeInTheDocument();
  });
});

describe('the bundle’s entry', () => {
  test('draws the page into #herramientas, with the site its bundle carries', async () => {
    document.body.innerHTML = '<div id="herramientas"></div>';
    // What esbuild writes in place of the constant when it makes the bundle (src/marketing/page/assemble.ts).
    Object.assign(globalThis, { MARKETING_SITE: site });
    const { act } = await import('@testing-library/react');
    await act(async () => {
      await import('../../src/marketing/page/index');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Herramientas de mercadeo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Revisar un contenedor de Tag Manager' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
