import type { ReactNode } from 'react';
import { layout } from '../../theme/tokens';

const widths = { wide: layout.maxWidth, narrow: layout.narrow } as const;

/** Centres content with the site's side gutters. */
export function Container({ children, width = 'wide' }: { children: ReactNode; width?: keyof typeof widths }) {
  return (
    <div css={{ width: '100%', maxWidth: widths[width], marginInline: 'auto', paddingInline: layout.gutter }}>
      {children}
    </div>
  );
}
