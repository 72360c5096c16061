/**
 * The findings of checkContainer, as the rules wrote them: what will not work (each reason's why
 * and what to use), the warnings, and what works, by type. Only the headings are the page's own.
 */
import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';
import { color, fontSize, mq, radius, space } from '../../theme/tokens';
import type { CheckResult, Kind } from '../container-rules';
import { details } from './styles';

const KIND: Record<Kind, string> = { tag: 'Etiqueta', trigger: 'Activador', variable: 'Variable' };
const KINDS: Record<Kind, string> = { tag: 'Etiquetas', trigger: 'Activadores', variable: 'Variables' };

const list: CSSObject = { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm };
const item = (accent: string): CSSObject => ({
  background: color.paper,
  border: `1px solid ${color.line}`,
  borderInlineStartWidth: '4px',
  borderInlineStartColor: accent,
  borderRadius: radius.sm,
  // Narrower on a phone, where the card around it already takes its share of the width.
  padding: space.sm,
  display: 'grid',
  gap: space.xs,
  overflowWrap: 'anywhere',
  dt: { fontWeight: 650, fontSize: fontSize.sm, color: color.navy },
  dd: { margin: 0 },
  dl: { display: 'grid', gap: space.xxs, margin: 0 },
  // A second reason of the same tag starts under a hairline.
  'dl + dl': { borderTop: `1px solid ${color.line}`, paddingTop: space.xs },
  // Last, so that it wins over the rules above.
  [mq.md]: {
    paddingInline: space.md,
    // On a wide screen each label stands beside its text instead of above it.
    dl: { gridTemplateColumns: '6rem minmax(0, 1fr)', columnGap: space.md, alignItems: 'baseline' },
  },
});
const name: CSSObject = { fontWeight: 650 };
const typeLabel: CSSObject = { color: color.muted, fontWeight: 400 };

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.sm }}>
      <h4 id={id} css={{ fontSize: fontSize.lg }}>
        {title}
      </h4>
      {children}
    </section>
  );
}

export function ContainerFindings({ result }: { result: CheckResult }) {
  const { problems, warnings, working } = result;
  /** What works, by kind, then by type in the order the export lists them. */
  const byType = (kind: Kind) => {
    const names = new Map<string, string[]>();
    for (const w of working.filter((entity) => entity.kind === kind))
      names.set(w.typeLabel, [...(names.get(w.typeLabel) ?? []), w.name]);
    return [...names].map(([label, list]) => ({ label, names: list }));
  };
  return (
    <>
      <Group id="no-funcionan" title={`No funcionarán en este sitio (${problems.length})`}>
        {problems.length === 0 ? (
          <p>Ninguna etiqueta, activador o variable queda bloqueada.</p>
        ) : (
          <ul css={list}>
            {problems.map((problem, i) => (
              <li key={i} css={item(color.goldText)}>
                <p>
                  <span aria-hidden="true">✗ </span>
                  <span css={name}>
                    {KIND[problem.kind]} «{problem.name}»
                  </span>{' '}
                  <span css={typeLabel}>({problem.typeLabel})</span>
                </p>
                {problem.reasons.map((reason, j) => (
                  <dl key={j}>
                    <dt>Por qué</dt>
                    <dd>{reason.why}</dd>
                    <dt>Qué usar</dt>
                    <dd>{reason.instead}</dd>
                  </dl>
                ))}
              </li>
            ))}
          </ul>
        )}
      </Group>
      {warnings.length > 0 && (
        <Group id="avisos" title={`Avisos: funcionan, pero revíselos (${warnings.length})`}>
          <ul css={list}>
            {warnings.map((warning, i) => (
              <li key={i} css={item(color.gold)}>
                <p>
                  <span aria-hidden="true">! </span>
                  <span css={name}>
                    {KIND[warning.kind]} «{warning.name}»
                  </span>{' '}
                  <span css={typeLabel}>({warning.typeLabel})</span>
                </p>
                <p>{warning.why}</p>
              </li>
            ))}
          </ul>
        </Group>
      )}
      <Group id="funcionan" title={`Funcionan en este sitio (${working.length})`}>
        <details css={details}>
          <summary>Ver la lista por tipo</summary>
          <dl css={{ display: 'grid', gap: space.sm, dd: { margin: 0, overflowWrap: 'anywhere' } }}>
            {(['tag', 'trigger', 'variable'] as const).flatMap((kind) =>
              byType(kind).map(({ label, names }) => (
                <div key={`${kind}-${label}`}>
                  <dt css={{ fontWeight: 650 }}>
                    {KINDS[kind]}: {label} ({names.length})
                  </dt>
                  <dd>{names.join(', ')}</dd>
                </div>
              )),
            )}
          </dl>
        </details>
      </Group>
    </>
  );
}
