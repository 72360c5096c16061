/**
 * What the editor reads in the CMS (/admin/) for each file and field of `content-shape.ts`,
 * in Spanish and in an editor's words. Keyed by field name: a name means the same thing
 * wherever it appears. `__tests__/editor/assemble/config.test.ts` fails when a field of the shape
 * has no label here, so the two cannot drift.
 */
import { MAX_RATING } from './content-shape';

export type Label = {
  /** The field's name on the form. */
  readonly label: string;
  /** A line under the field: what to write, with an example. */
  readonly hint?: string;
  /** For a field with a pattern: the message shown when the value does not match. */
  readonly invalid?: string;
};

/** Each content file (by GraphQL type name): its title in the CMS's list of files. */
export const fileLabels: { readonly [typeName: string]: Label } = {
  SiteJson: { label: 'Datos de la firma', hint: 'Nombre, teléfono, correo, dirección, pie de página y cifras.' },
  HomeJson: { label: 'Página de inicio: textos', hint: 'Títulos y textos de cada sección de la página de inicio.' },
  ServicesJson: { label: 'Servicios', hint: 'Las tarjetas de servicios de la página de inicio.' },
  ProcessJson: { label: 'Proceso', hint: 'Los pasos del proceso, en orden.' },
  TestimonialsJson: { label: 'Testimonios', hint: 'Los testimonios de clientes de la página de inicio.' },
  ClientsJson: { label: 'Fotos de clientes', hint: 'Las fotos de clientes que aparecen en la portada.' },
  ProjectJson: {
    label: 'Proyectos (páginas)',
    hint: 'Una página por proyecto de vivienda, en la dirección /nombre-del-proyecto.',
  },
};

const textHint = 'Texto visible en la página.';

export const fieldLabels: { readonly [key: string]: Label } = {
  name: { label: 'Nombre', hint: 'Tal como debe aparecer en la página.' },
  siteUrl: {
    label: 'Dirección del sitio',
    hint: 'Empieza por https:// y no termina en barra, por ejemplo https://www.resguardoabogados.com.co',
    invalid: 'Escribe la dirección completa con https:// y sin barra al final.',
  },
  logo: { label: 'Logotipo' },
  image: {
    label: 'Imagen',
    hint: 'Sube una foto JPG, PNG, WebP o AVIF, o pega una dirección https:// de una imagen.',
  },
  alt: {
    label: 'Descripción de la imagen',
    hint: 'Qué muestra la imagen, para quien no la ve (lectores de pantalla).',
  },
  description: { label: 'Descripción', hint: textHint },
  phone: { label: 'Teléfono y WhatsApp' },
  digits: {
    label: 'Número de WhatsApp',
    hint: 'Número de WhatsApp: 57 y 10 dígitos, sin espacios ni signos, por ejemplo 573105550123.',
    invalid: 'El número debe ser 57 seguido de 10 dígitos, sin espacios ni signos (por ejemplo 573105550123).',
  },
  display: {
    label: 'Teléfono como se muestra',
    hint: 'El mismo número, escrito para leerlo, por ejemplo +57 310 555 0123.',
  },
  email: {
    label: 'Correo electrónico',
    hint: 'Por ejemplo contacto@resguardoabogados.com.co',
    invalid: 'Escribe un correo electrónico válido, por ejemplo contacto@firma.com.co.',
  },
  address: { label: 'Dirección de la oficina' },
  street: { label: 'Calle y oficina' },
  city: { label: 'Ciudad' },
  contactLabel: { label: 'Título de la columna de contacto (pie de página)' },
  skipLink: {
    label: 'Enlace "saltar al contenido"',
    hint: 'Lo usan quienes navegan con teclado o lector de pantalla.',
  },
  notFound: { label: 'Página no encontrada (404)' },
  seo: { label: 'Buscadores y enlaces compartidos' },
  title: { label: 'Título', hint: textHint },
  code: { label: 'Código grande', hint: 'Por ejemplo 404.' },
  text: { label: 'Texto', hint: textHint },
  homeLink: { label: 'Enlace a la página de inicio' },
  footer: { label: 'Pie de página' },
  chatLabel: { label: 'Texto del enlace a WhatsApp' },
  phoneLabel: { label: 'Nombre del teléfono' },
  addressLabel: { label: 'Nombre de la dirección' },
  emailLabel: { label: 'Nombre del correo' },
  rights: { label: 'Derechos reservados' },
  chatMessages: {
    label: 'Mensajes de WhatsApp',
    hint: 'El mensaje que ya viene escrito cuando el visitante abre el chat.',
  },
  chatReference: {
    label: 'Código de consulta en WhatsApp',
    hint:
      'Activado, cada mensaje de WhatsApp que envía el visitante termina con una línea como ' +
      '«Código de consulta: K7Q2MX», distinta en cada toque, y el mismo código llega a Tag Manager ' +
      '(whatsapp_ref): así se sabe qué chat vino de qué anuncio. Apagado, los mensajes quedan como están.',
  },
  general: { label: 'Mensaje general' },
  consultation: { label: 'Mensaje para pedir una consulta' },
  figures: { label: 'Cifras' },
  ownersThisYear: { label: 'Propietarios atendidos este año' },
  value: { label: 'Cifra', hint: 'El número grande, por ejemplo 500+ o 98 %.' },
  label: { label: 'Texto bajo la cifra', hint: 'Por ejemplo "casos ganados".' },
  years: { label: 'Años de experiencia' },
  casesWon: { label: 'Casos ganados' },
  satisfaction: { label: 'Satisfacción' },
  breachRate: { label: 'Incumplimiento de constructoras' },
  compensated: { label: 'Dinero recuperado' },
  hero: { label: 'Portada (primera sección)' },
  badge: { label: 'Etiqueta sobre el título' },
  lead: { label: 'Texto de entrada', hint: textHint },
  consultCta: { label: 'Botón de consulta' },
  servicesCta: { label: 'Botón a servicios' },
  services: { label: 'Sección de servicios' },
  didYouKnowTitle: { label: 'Título de "¿Sabías que?"' },
  process: { label: 'Sección del proceso' },
  stepLabel: { label: 'Palabra antes del número de paso', hint: 'Por ejemplo "Paso".' },
  testimonials: { label: 'Testimonios' },
  chooseLabel: { label: 'Texto para elegir testimonio' },
  cta: { label: 'Llamado final' },
  button: { label: 'Texto del botón' },
  floatingCta: { label: 'Botón flotante de WhatsApp' },
  slug: {
    label: 'Identificador',
    hint: 'Minúsculas, números y guiones, sin tildes ni espacios, por ejemplo torre-norte.',
    invalid: 'Usa solo minúsculas sin tildes, números y guiones (por ejemplo torre-norte).',
  },
  icon: { label: 'Icono' },
  number: { label: 'Número de paso' },
  bullets: { label: 'Puntos clave' },
  imageAlt: { label: 'Descripción de la imagen', hint: 'Qué muestra la imagen, para quien no la ve.' },
  quote: { label: 'Testimonio', hint: 'Las palabras del cliente, sin comillas.' },
  author: { label: 'Nombre del cliente' },
  location: { label: 'Ciudad del cliente' },
  role: { label: 'Quién es', hint: 'Por ejemplo "Propietaria de apartamento".' },
  avatar: { label: 'Foto del cliente' },
  photo: { label: 'Foto' },
  project: { label: 'Mensaje sobre este proyecto' },
  otherProject: { label: 'Mensaje sobre otro proyecto' },
  reviewCta: { label: 'Botón para revisar el caso' },
  otherProjectCta: { label: 'Botón para otro proyecto' },
  wonCase: { label: 'Caso ganado' },
  figure: { label: 'Cifra' },
  problems: { label: 'Problemas del proyecto' },
  items: { label: 'Elementos' },
  ratingLabel: {
    label: 'Texto después de la calificación',
    hint: `Se lee después del número de estrellas y debe nombrar el máximo, por ejemplo "de ${MAX_RATING} estrellas".`,
    invalid: `Debe incluir el número ${MAX_RATING}, por ejemplo "de ${MAX_RATING} estrellas".`,
  },
  rating: { label: 'Estrellas', hint: `De 1 a ${MAX_RATING}.` },
  presence: { label: 'Presencia en el proyecto' },
  casesTitle: { label: 'Título de los casos' },
  cases: { label: 'Casos' },
  contact: { label: 'Sección de contacto' },
  projectCta: { label: 'Botón sobre este proyecto' },
  benefits: { label: 'Beneficios' },
  closing: { label: 'Cierre de la página' },
};

/** Shown when a text field holds only spaces (the build refuses it too). */
export const EMPTY_TEXT = 'Escribe un texto; no puede quedar en blanco.';
