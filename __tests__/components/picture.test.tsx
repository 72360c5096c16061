import { render } from '@testing-library/react';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../../src/components/ui/picture';
import { fakeImage } from '../fixtures/image';

/** What sharp returns for a constrained photo: AVIF and WebP sources plus a JPEG fallback. */
const photo = {
  childImageSharp: {
    gatsbyImageData: {
      layout: 'constrained',
      width: 320,
      height: 400,
      backgroundColor: 'rgb(200,180,160)',
      images: {
        fallback: {
          src: '/static/a/320.jpg',
          srcSet: '/static/a/160.jpg 160w,/static/a/320.jpg 320w',
          sizes: '(min-width: 320px) 320px, 100vw',
        },
        sources: [
          {
            type: 'image/avif',
            srcSet: '/static/a/160.avif 160w,/static/a/320.avif 320w',
            sizes: '(min-width: 320px) 320px, 100vw',
          },
          {
            type: 'image/webp',
            srcSet: '/static/a/160.webp 160w,/static/a/320.webp 320w',
            sizes: '(min-width: 320px) 320px, 100vw',
          },
        ],
      },
    } satisfies IGatsbyImageData as IGatsbyImageData,
  },
};

describe('Picture', () => {
  it('draws a plain <picture>: AVIF, then WebP, then the fallback, with the box reserved', () => {
    const { container } = render(<Picture file={photo} alt="Propietaria frente a su edificio" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', '/static/a/160.avif 160w,/static/a/320.avif 320w');
    const img = container.querySelector('picture > img');
    expect(img).toHaveAttribute('alt', 'Propietaria frente a su edificio');
    expect(img).toHaveAttribute('src', '/static/a/320.jpg');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '400');
    expect(img).toHaveAttribute('decoding', 'async');
    // No image runtime: nothing hidden waiting for a script.
    expect(container.querySelector('[data-main-image], noscript, script')).toBeNull();
  });

  it('lazy-loads by default, without a fetch priority', () => {
    const { container } = render(<Picture file={photo} alt="" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('loads the page’s main image eagerly with high priority', () => {
    const { container } = render(<Picture file={photo} alt="" loading="eager" fetchpriority="high" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('gives every candidate the sizes the layout draws it at', () => {
    const sizes = '(min-width: 768px) 11rem, 30vw';
    const { container } = render(<Picture file={photo} alt="" sizes={sizes} />);
    for (const element of container.querySelectorAll('source, img')) expect(element).toHaveAttribute('sizes', sizes);
  });

  it('stops the render when the image was not processed', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Picture file={null} alt="Logo" />)).toThrow('The image "Logo" was not processed');
    expect(() => render(<Picture file={fakeImage()} alt="Logo" />)).not.toThrow();
  });
});
