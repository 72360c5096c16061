/**
 * «Importación de conversiones»: the chat log and the GA4 export, joined in the browser by
 * buildOfflineImport (src/marketing/offline-import.ts), become the file Google Ads imports. Every
 * row of the log that is not in the file is listed with its reason; a file that cannot be read says why.
 * The day of the join is the computer's (Google Ads counts a click's 90 days to the upload), passed in.
 */
import { useMemo, useState } from 'react';
import { decodeText, workbookProblem } from '../file-text';
import { buildOfflineImport, OfflineImportFileError, type FileProblem } from '../offline-import';
import { googleAdsFileName } from '../offline-import-summary';
import { color, fontSize, space } from '../../theme/tokens';
import { ConversionNames, type Names } from './conversion-names';
import { ImportSummary } from './import-summary';
import { FileDrop, readBytes } from './file-drop';
import { alert, twoColumns } from './styles';

type Loaded = { name: string } & ({ text: string } | { problem: string });

async function load(file: File): Promise<Loaded> {
  try {
    const bytes = await readBytes(file);
    const problem = workbookProblem(file.name, bytes);
    return problem === null ? { name: file.name, text: decodeText(bytes) } : { name: file.name, problem };
  } catch {
    return { name: file.name, problem: `No se pudo leer «${file.name}».` };
  }
}

type Outcome = { result: ReturnType<typeof buildOfflineImport> } | { problems: readonly FileProblem[] };

function join(chatLog: string, ga4: string, names: Names, today: Date): Outcome {
  try {
    return {
      result: buildOfflineImport(chatLog, ga4, {
        today,
        chatConversionName: names.chat,
        clientConversionName: names.client,
      }),
    };
  } catch (error) {
    if (error instanceof OfflineImportFileError) return { problems: error.problems };
    throw error;
  }
}

const hint = { fontSize: fontSize.sm, color: color.muted, code: { color: color.ink } };

/** The page's clock: the one place the import's day comes from, unless a test gives its own. */
const computerClock = () => new Date();

export function ConversionsTool({ today = computerClock }: { today?: () => Date }) {
  const [chatLog, setChatLog] = useState<Loaded | null>(null);
  const [ga4, setGa4] = useState<Loaded | null>(null);
  const [names, setNames] = useState<Names>({ chat: '', client: '' });
  const outcome = useMemo(
    () => (chatLog && 'text' in chatLog && ga4 && 'text' in ga4 ? join(chatLog.text, ga4.text, names, today()) : null),
    [chatLog, ga4, names, today],
  );
  const unreadable = [chatLog, ga4].flatMap((file) => (file && 'problem' in file ? [file.problem] : []));
  const problems = [...unreadable, ...(outcome && 'problems' in outcome ? outcome.problems.map((p) => p.message) : [])];
  return (
    <>
      <div css={twoColumns}>
        <FileDrop
          id="registro-chats"
          title="1. Registro de chats (CSV)"
          hint={
            <div css={[hint, { display: 'grid', gap: space.xs }]}>
              <p>
                Las columnas <code>codigo</code>, <code>fecha_hora</code> (hora de Bogotá), <code>etapa</code> (chat o
                cliente) y, si quiere, <code>valor_cop</code>. Excel puede guardarlo con comas o con punto y coma.
              </p>
              <p>
                <a href="/admin/registro-de-chats.csv" download="registro-de-chats.csv">
                  Descargar la plantilla del registro
                </a>
              </p>
            </div>
          }
          accept=".csv,text/csv"
          fileName={chatLog?.name ?? null}
          onFile={(file) => void load(file).then(setChatLog)}
        />
        <FileDrop
          id="exportacion-ga4"
          title="2. Exportación de GA4 (CSV)"
          hint={
            <p css={hint}>
              Una exploración de forma libre con <code>whatsapp_ref</code>, <code>gclid</code>, <code>gbraid</code>,{' '}
              <code>wbraid</code> y <code>ad_click_time</code> en las filas, descargada como CSV.
            </p>
          }
          accept=".csv,text/csv"
          fileName={ga4?.name ?? null}
          onFile={(file) => void load(file).then(setGa4)}
        />
      </div>
      <ConversionNames names={names} onChange={setNames} />
      {problems.length > 0 && (
        <div role="alert" css={alert}>
          <p css={{ fontWeight: 650 }}>No se puede preparar el archivo:</p>
          <ul>
            {problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome && 'result' in outcome && unreadable.length === 0 && (
        <ImportSummary result={outcome.result} fileName={googleAdsFileName(today())} />
      )}
    </>
  );
}
