/**
 * «Revisar un contenedor de Tag Manager»: an export dropped here gets the findings of
 * `npm run check-container`, from the same rules module (../container-rules.ts, with the site as
 * Node read it when the bundle was made), in the same Spanish: each finding as the rules wrote it, and the command's report.
 */
import { useState } from 'react';
import { parseJsonFile } from '../container-file';
import { decodeText } from '../file-text';
import { color, fontSize, radius, space } from '../../theme/tokens';
import {
  checkContainer,
  exportProblem,
  formatReport,
  reportTitle,
  type CheckResult,
  type GtmExport,
  type Site,
} from '../container-rules';
import { FileDrop, readBytes } from './file-drop';
import { ContainerFindings } from './container-findings';
import { actionButton, alert, details } from './styles';
import { DownloadLink } from './download-link';

type Review = { title: string; result: CheckResult; report: string };
type Loaded = { name: string } & ({ problem: string } | { review: Review });

/** The page's reading of one file: the rules' verdict, or why the file cannot be checked (as the command says it). */
function reviewFile(site: Site, name: string, text: string): Loaded {
  const parsed = parseJsonFile(name, text);
  if ('problem' in parsed) return { name, problem: parsed.problem };
  const problem = exportProblem(parsed.value);
  if (problem !== undefined) return { name, problem: `No se puede revisar «${name}»: ${problem}` };
  // exportProblem has checked the shape checkContainer reads.
  const exported = parsed.value as GtmExport;
  const result = checkContainer(exported, site);
  const title = reportTitle(exported, name);
  return { name, review: { title, result, report: formatReport(result, title) } };
}

export function ContainerTool({ site }: { site: Site }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const review = loaded && 'review' in loaded ? loaded.review : null;
  const onFile = (file: File) =>
    void readBytes(file).then(
      (bytes) => setLoaded(reviewFile(site, file.name, decodeText(bytes))),
      () => setLoaded({ name: file.name, problem: `No se pudo leer «${file.name}».` }),
    );
  return (
    <>
      <FileDrop
        id="archivo-contenedor"
        title="Contenedor exportado (JSON)"
        hint={
          <p>
            En Tag Manager: Administrar → Exportar contenedor, elija la versión o el espacio de trabajo y descargue el
            archivo <code>.json</code>.
          </p>
        }
        accept=".json,application/json"
        fileName={loaded?.name ?? null}
        onFile={onFile}
      />
      {loaded && 'problem' in loaded && (
        <div role="alert" css={alert}>
          <p>{loaded.problem}</p>
        </div>
      )}
      {review && (
        <section
          aria-labelledby="informe-contenedor"
          css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.lg }}
        >
          <h3 id="informe-contenedor" css={{ overflowWrap: 'anywhere' }}>
            Contenedor: {review.title}
          </h3>
          <ContainerFindings result={review.result} />
          <details css={details}>
            <summary>El informe completo en texto (el mismo de npm run check-container)</summary>
            <pre
              data-testid="informe-texto"
              css={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: fontSize.xs,
                background: color.sand,
                borderRadius: radius.sm,
                padding: space.md,
                margin: 0,
              }}
            >
              {review.report}
            </pre>
          </details>
          <DownloadLink
            text={review.report}
            type="text/plain;charset=utf-8"
            download={`revision-${loaded?.name.replace(/\.json$/i, '')}.txt`}
            css={actionButton}
          >
            Descargar el informe (.txt)
          </DownloadLink>
        </section>
      )}
    </>
  );
}
