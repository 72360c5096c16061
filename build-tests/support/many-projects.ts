import fs from 'node:fs';
import path from 'node:path';

/** How many project pages the scale fixture generates. */
export const GENERATED_PROJECTS = 50;

/** The shipped project the generated ones are copied from. */
const TEMPLATE = path.resolve(__dirname, '../../data/projects/frammento.json');

/**
 * Writes GENERATED_PROJECTS project files into `dataDir`/projects, each a copy of the
 * shipped one with its own slug and name (proyecto-prueba-01 … "Proyecto Prueba 01" …).
 * Returns their slugs.
 */
export function writeProjects(dataDir: string): string[] {
  const template = JSON.parse(fs.readFileSync(TEMPLATE, 'utf8')) as { slug: string; name: string };
  const text = JSON.stringify(template, null, 2);
  return Array.from({ length: GENERATED_PROJECTS }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    const slug = `proyecto-prueba-${number}`;
    const project = text.split(template.name).join(`Proyecto Prueba ${number}`).split(template.slug).join(slug);
    fs.writeFileSync(path.join(dataDir, 'projects', `${slug}.json`), project);
    return slug;
  });
}
