/**
 * A place for one file: a real file input behind the visible «Elegir archivo» (the mouse, a finger,
 * the keyboard and screen readers get the browser's own chooser). Where a mouse can drag a file
 * (`finePointer`), the box is also a drop zone and says so; on a touch screen it is a plain file
 * picker. The file is read here, in the browser, and never sent anywhere.
 */
import type { CSSObject } from '@emotion/react';
import { useState, type DragEvent, type ReactNode } from 'react';
import { visuallyHidden } from '../../components/ui/visually-hidden';
import { color, fontSize, radius, space, transition } from '../../theme/tokens';
import { finePointer, secondaryButton } from './styles';

/** A file's bytes, by FileReader (Blob.arrayBuffer is missing from older browsers and from jsdom). */
export const readBytes = (file: Blob): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });

type Props = {
  /** The input's id, unique in the page (the ids of its title, hint, button and status derive from it). */
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
  // Title, hint, button, status: the hint takes the spare height, so side by side boxes keep their buttons in line.
  gridTemplateRows: 'auto 1fr auto auto',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${color.line}`,
  borderRadius: radius.md,
  background: color.paper,
  // The input is hidden from the eye; its focus ring shows on the button that stands for it.
  '& input:focus-visible + label': { outline: `3px solid ${color.focus}`, outlineOffset: '3px' },
  // Only where a file can be dragged here: the dashed edge of a drop zone, and its highlight under a dragged file.
  [finePointer]: {
    border: `2px dashed ${color.line}`,
    transition: `border-color ${transition.fast}, background-color ${transition.fast}`,
    '&[data-dragging]': { borderColor: color.navy, background: color.sand },
  },
};

/** «o arrástrelo…»: said only where a mouse can drag a file (on a touch screen there is nothing to drag). */
const dropWording: CSSObject = {
  display: 'none',
  fontSize: fontSize.sm,
  color: color.muted,
  [finePointer]: { display: 'inline' },
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
          aria-labelledby={`${id}-title ${id}-choose`}
          aria-describedby={`${id}-hint ${id}-status`}
          css={visuallyHidden}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onFile(file);
            // The same file again (after fixing it in Excel) must be read again.
            event.currentTarget.value = '';
          }}
        />
        <label id={`${id}-choose`} htmlFor={id} css={secondaryButton}>
          Elegir archivo
        </label>
        <span css={dropWording}>o arrástrelo a este recuadro</span>
      </div>
      <p id={`${id}-status`} aria-live="polite" css={{ fontSize: fontSize.sm, overflowWrap: 'anywhere' }}>
        {fileName === null ? 'Ningún archivo todavía.' : `Archivo: ${fileName}`}
      </p>
    </div>
  );
}
