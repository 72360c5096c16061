import { render, screen, within } from '@testing-library/react';
import type { HeadProps, PageProps } from 'gatsby';
import { projectChatTypes } from '../../src/chat/chat-types';
import type { ProjectPageContext } from '../../src/templates/project';
import ProjectPage, { Head } from '../../src/templates/project';
import { projectData } from '../fixtures/project';
import { PHONE } from '../fixtures/site';

const SLUG = 'torre-norte';
const pageContext: ProjectPageContext = { slug: SLUG, chatTypes: projectChatTypes(SLUG) };
const data: Queries.ProjectPageQuery = { projectJson: projectData };

/** What Gatsby hands the template for `/torre-norte`; only `data` and `pageContext` matter to it. */
function pageProps(): PageProps<Queries.ProjectPageQuery, ProjectPageContext> {
  const path = `/${SLUG}`;
  return {
    data,
    pageContext,
    path,
    uri: path,
    params: {},
    children: undefined,
    location: { ...window.location, pathname: path, state: null, key: 'initial' },
    pageResources: {
      component: {} as React.Component,
      json: { data, pageContext },
      page: { componentChunkName: 'component---src-templates-project-tsx', path, webpackCompilationHash: '' },
    },
    serverData: {},
  };
}

function headProps(): HeadProps<Queries.ProjectPageQuery, ProjectPageContext> {
  return { data, pageContext, location: { pathname: `/${SLUG}` }, params: {}, serverData: {} };
}

const chatUrl = (message: string) => `https://wa.me/${PHONE}?text=${encodeURIComponent(message)}`;

const renderPage = () => render(<ProjectPage {...pageProps()} />);

describe('project landing page', () => {
  it('shows the sections in the order of the spec', () => {
    renderPage();
    const h1 = screen.getByRole('heading', { level: 1, name: projectData.hero.title });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(titles).toEqual([
      projectData.wonCase.title,
      projectData.problems.title,
      projectData.testimonials.title,
      projectData.presence.title,
      projectData.contact.title,
      projectData.benefits.title,
      projectData.closing.title,
    ]);
    const firstH2 = screen.getByRole('heading', { level: 2, name: projectData.wonCase.title });
    expect(h1.compareDocumentPosition(firstH2) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sends every chat button of the content as the page type with the right message', () => {
    renderPage();
    const { hero, contact, closing, chatMessages } = projectData;
    const expected = new Map([
      [hero.reviewCta, chatMessages.project],
      [contact.projectCta, chatMessages.project],
      [closing.projectCta, chatMessages.project],
      [hero.otherProjectCta, chatMessages.otherProject],
      [contact.otherProjectCta, chatMessages.otherProject],
      [closing.otherProjectCta, chatMessages.otherProject],
    ]);
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      hero.reviewCta,
      hero.otherProjectCta,
      contact.projectCta,
      contact.otherProjectCta,
      closing.projectCta,
      closing.otherProjectCta,
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('data-chat-type', 'torre-norte_page');
      expect(link).toHaveAttribute('href', chatUrl(expected.get(link.textContent ?? '') ?? 'missing'));
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps the header and footer chat types and floats the project question', () => {
    renderPage();
    // Section headings are <header> elements too, so the page header is found by its link.
    const header = screen.getByRole('link', { name: 'Contáctanos' });
    expect(screen.getByRole('main')).not.toContainElement(header);
    expect(header).toHaveAttribute('data-chat-type', 'navbar');
    const footer = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Escríbenos por WhatsApp' });
    expect(footer).toHaveAttribute('data-chat-type', 'footer');
    const floating = within(screen.getByTestId('floating-chat')).getByRole('link', { hidden: true });
    expect(floating).toHaveTextContent(projectData.floatingCta);
    expect(floating).toHaveAttribute('data-chat-type', 'torre-norte_floating_cta');
    expect(floating).toHaveAttribute('href', chatUrl(projectData.chatMessages.project));
  });

  it('has a #contacto section holding two chat links', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: projectData.contact.title });
    expect(contact).toHaveAttribute('id', 'contacto');
    expect(within(contact).getAllByRole('link')).toHaveLength(2);
  });

  it('reads each rating as text', () => {
    renderPage();
    for (const text of ['5 de 5 estrellas', '4 de 5 estrellas', '3 de 5 estrellas']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('shows the won case, the problems, the figures and the benefits from the data', () => {
    renderPage();
    const wonCase = screen.getByRole('region', { name: projectData.wonCase.title });
    expect(within(wonCase).getByText(projectData.wonCase.figure.value)).toBeInTheDocument();
    const problems = screen.getByRole('region', { name: projectData.problems.title });
    expect(within(problems).getAllByRole('listitem')).toHaveLength(3);
    const presence = screen.getByRole('region', { name: projectData.presence.title });
    for (const figure of projectData.presence.figures) {
      expect(within(presence).getByText(figure.value)).toBeInTheDocument();
    }
    expect(within(presence).getByText('12')).toBeInTheDocument();
    const benefits = screen.getByRole('region', { name: projectData.benefits.title });
    expect(
      within(benefits)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(projectData.benefits.items.map((item) => item.title));
  });
});

describe('project page head', () => {
  it('has the title and a canonical address without a trailing slash', () => {
    render(<Head {...headProps()} />, { container: document.head });
    expect(document.title).toBe(`${projectData.seo.title} | Firma de Prueba`);
    const canonical = document.querySelector('link[rel=canonical]');
    expect(canonical).toHaveAttribute('href', 'https://prueba.example/torre-norte');
    expect(canonical?.getAttribute('href')).toMatch(/\/torre-norte$/);
  });
});

test('a project missing from the query (a stale cache) stops the page naming its file and the way out', () => {
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<ProjectPage data={{ projectJson: null }} pageContext={pageContext} />)).toThrow(
    "data/projects/torre-norte.json is valid but was not loaded into this page: Gatsby's cache (.cache/) is out of step with data/. To fix it, run `npm run clean`, then build again.",
  );
  quiet.mockRestore();
});
