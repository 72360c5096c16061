/**
 * The Google Ads conversion action for each stage of the chat log. Left empty, the file carries
 * offline-import.ts's own names, which each field shows in grey and the help names.
 */
import { DEFAULT_CONVERSION_NAMES } from '../offline-import';
import { color, font, fontSize, radius, space } from '../../theme/tokens';

export type Names = { chat: string; client: string };

const STAGES: readonly { key: keyof Names; label: string; placeholder: string }[] = [
  { key: 'chat', label: 'Etapa «chat» (primer mensaje)', placeholder: DEFAULT_CONVERSION_NAMES.chat },
  { key: 'client', label: 'Etapa «cliente» (cliente firmado)', placeholder: DEFAULT_CONVERSION_NAMES.cliente },
];

const field = {
  display: 'grid',
  gap: space.xxs,
  fontSize: fontSize.sm,
  fontWeight: 650,
  color: color.navy,
  input: {
    font: 'inherit',
    fontFamily: font.body,
    fontWeight: 400,
    color: color.ink,
    minHeight: '2.75rem',
    padding: `${space.xs} ${space.sm}`,
    border: `1px solid ${color.muted}`,
    borderRadius: radius.sm,
    background: color.paper,
    width: '100%',
    '&::placeholder': { color: color.muted, opacity: 1 },
  },
};

export function ConversionNames({ names, onChange }: { names: Names; onChange: (names: Names) => void }) {
  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: space.sm, minWidth: 0 }}>
      <legend css={{ fontWeight: 650, color: color.navy, padding: 0, marginBottom: space.xs }}>
        Nombres de las conversiones en Google Ads (opcional)
      </legend>
      <p id="nombres-ayuda" css={{ fontSize: fontSize.sm, color: color.muted }}>
        Escriba cada nombre como está en Google Ads (Objetivos → Conversiones). Si deja uno vacío, el archivo lleva «
        {DEFAULT_CONVERSION_NAMES.chat}» o «{DEFAULT_CONVERSION_NAMES.cliente}», los nombres que se ven en gris.
      </p>
      <div css={{ display: 'grid', gap: space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' }}>
        {STAGES.map(({ key, label, placeholder }) => (
          <label key={key} css={field}>
            {label}
            <input
              type="text"
              value={names[key]}
              placeholder={placeholder}
              aria-describedby="nombres-ayuda"
              onChange={(event) => onChange({ ...names, [key]: event.currentTarget.value })}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
