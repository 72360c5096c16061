import fs from 'node:fs';
import path from 'node:path';

const read = <T>(file: string): T =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../data', file), 'utf8')) as T;

/** The shipped content, so browser tests check against the one source of truth. */
export const site = read<{
  name: string;
  phone: { digits: string; display: string };
  contactLabel: string;
  chatMessages: { general: string; consultation: string };
  footer: { chatLabel: string };
}>('site.json');

export const home = read<{
  hero: { title: string; consultCta: string; servicesCta: string };
  cta: { button: string };
  floatingCta: string;
}>('home.json');

export const testimonials = read<{ items: { author: string; quote: string }[] }>('testimonials.json').items;

export type Project = {
  slug: string;
  name: string;
  seo: { title: string };
  floatingCta: string;
  chatMessages: { project: string; otherProject: string };
  hero: { title: string; reviewCta: string; otherProjectCta: string };
  contact: { projectCta: string; otherProjectCta: string };
  closing: { projectCta: string; otherProjectCta: string };
  testimonials: { items: { rating: number }[]; ratingLabel: string };
};

export const frammento = read<Project>('projects/frammento.json');
