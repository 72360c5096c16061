/**
 * /admin/marketing: the marketers' two tools, in the browser. Nothing a marketer drops here
 * leaves the computer: the files are read with FileReader and the results are made as blob: files.
 */
import { useEffect } from 'react';
import { GlobalStyles } from '../../theme/global-styles';
import { color, fontSize, space } from '../../theme/tokens';
import type { Site } from '../container-rules';
import { ContainerTool } from './container-tool';
import { ConversionsTool } from './conversions-tool';
import { column, lead, page, tool } from './styles';

const header = {
  background: color.navy,
  color: color.onNavy,
  paddingBlock: `${space.xl} ${space.xxl}`,
  h1: { color: color.onNavy, fontSize: fontSize.xxl },
  p: { color: color.onNavyMuted, maxWidth: '44rem' },
  a: { color: color.onNavy, fontWeight: 600, textUnderlineOffset: '0.2em' },
};
const nav = { display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.lg}`, fontSize: fontSize.sm } as const;

/** A file dropped beside a drop zone would make the browser leave the page (and the other file). */
function useNoStrayDrops() {
  useEffect(() => {
    const stop = (event: DragEvent) => event.preventDefault();
    window.addEventListener('dragover', stop);
    window.addEventListener('drop', stop);
    return () => {
      window.removeEventListener('dragover', stop);
      window.removeEventListener('drop', stop);
    };
  }, []);
}

export function MarketingPage({ site, today }: { site: Site; today?: () => Date }) {
  useNoStrayDrops();
  return (
    <div css={page}>
      <GlobalStyles />
      <header css={header}>
        <div css={[column, { display: 'grid', gap: space.sm }]}>
          <p css={{ fontSize: fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em' }}>Mercadeo</p>
          <h1>Herramientas de mercadeo</h1>
          <p>
            Todo ocurre en este navegador: los archivos que elija no se suben a ningún servidor ni salen de este
            computador.
          </p>
          <nav aria-label="Herramientas" css={nav}>
            <a href="#conversiones">Importación de conversiones</a>
            <a href="#contenedor">Revisar un contenedor de Tag Manager</a>
            <a href="/admin/">Editor del sitio</a>
          </nav>
        </div>
      </header>
      <main
        css={[
          column,
          {
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: space.xl,
            paddingBlock: `${space.xl} ${space.xxxl}`,
          },
        ]}
      >
        <section aria-labelledby="conversiones" css={tool}>
          <h2 id="conversiones">Importación de conversiones</h2>
          <p css={lead}>
            Une el registro de chats con la exportación de GA4 por el código de consulta y prepara el archivo de
            conversiones sin conexión para Google Ads. Cada fila del registro va al archivo o aparece abajo con el
            motivo.
          </p>
          <ConversionsTool today={today} />
        </section>
        <section aria-labelledby="contenedor" css={tool}>
          <h2 id="contenedor">Revisar un contenedor de Tag Manager</h2>
          <p css={lead}>
            Dice qué etiquetas, activadores y variables no funcionarán en este sitio, por qué y qué usar en su lugar:
            las mismas reglas y las mismas palabras que el comando <code>npm run check-container</code>.
          </p>
          <ContainerTool site={site} />
        </section>
      </main>
    </div>
  );
}
