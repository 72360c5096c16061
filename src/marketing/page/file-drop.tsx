/**
 * A place for one file: a drop zone with a real file input (keyboard, screen readers, and the
 * browser's own picker). The file is read here, in the browser, and never sent anywhere.
 */
import type { CSSObject } from '@emotion/react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { color, fontSize, radius, space, transition } from '../../theme/tokens';
import { secondaryButton } from './styles';

/** A file's bytes, by FileReader (Blob.arrayBuffer is missing from older browsers and from jsdom). */
export const readBytes = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });

type Props = {
  id: string;
  title: string;
  hint: ReactNode;
  /** The input's `accept`: which files the picker offers first. */
  accept: string;
  /** The chosen file's name, once there is one. */
  fileName: string | null;
  onFile: (file: File) => void;
};

const zone: CSSObject = {
  position: 'relative',
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  padding: space.md,
  border: `2px dashed ${color.line}`,
  borderRadius: radius.md,
  background: color.paper,
  transition: `border-color ${transition.fast}, background-color ${transition.fast}`,
  '&[data-dragging]': { borderColor: color.navy, background: color.sand },
  // The input is hidden from the eye; its focus ring shows on the button that stands for it.
  '& input:focus-visible + label': { outline: `3px solid ${color.focus}`, outlineOffset: '3px' },
};

export function FileDrop({ id, title, hint, accept, fileName, onFile }: Props) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- dropping is a second way in: the file input inside is the keyboard's and screen readers' way.
    <div
      css={zone}
      data-dragging={dragging ? '' : undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <p id={`${id}-title`} css={{ fontWeight: 650, color: color.navy }}>
        {title}
      </p>
      <div id={`${id}-hint`} css={{ fontSize: fontSize.sm, color: color.muted }}>
        {hint}
      </div>
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm }}>
        <input
          id={id}
          type="file"
          accept={accept}
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-hint ${id}-status`}
          css={visuallyHidden}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
            // The same file again (after fixing it in Excel) must be read again.
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor={id} css={secondaryButton}>
          Elegir archivo
        </label>
        <span css={{ fontSize: fontSize.sm, color: color.muted }}>o arrástrelo a este recuadro</span>
      </div>
      <p id={`${id}-status`} aria-live="polite" css={{ fontSize: fontSize.sm, overflowWrap: 'anywhere' }}>
        {fileName === null ? 'Ningún archivo todavía.' : `Archivo: ${fileName}`}
      </p>
    </div>
  );
}
