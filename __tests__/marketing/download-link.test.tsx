/**
 * The marketers' page's download links (the Google Ads file, the container report): the link always points at a
 * live blob: address holding the text on screen, also under React's StrictMode (which mounts, cleans up and mounts
 * again), and every address is freed once its text is gone.
 */
import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { DownloadLink } from '../../src/marketing/page/download-link';

/** The live blobs, by address, and every address ever made. */
const live = new Map<string, Blob>();
let made: string[] = [];
beforeEach(() => {
  live.clear();
  made = [];
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:prueba/${made.length + 1}`;
    made.push(url);
    live.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => void live.delete(url);
});

const textAt = (url: string | null): Promise<string> =>
  new Promise((resolve, reject) => {
    const blob = url === null ? undefined : live.get(url);
    if (!blob) return reject(new Error(`no live blob at ${url} (made: ${made.join(', ')})`));
    // jsdom's Blob has no text(): read it as the page's own test does.
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const link = (text: string) => (
  <DownloadLink text={text} type="text/csv;charset=utf-8" download="conversiones.csv">
    Descargar el archivo
  </DownloadLink>
);

describe.each([
  ['as the page renders it', (node: React.ReactElement) => node],
  ['under StrictMode', (node: React.ReactElement) => <StrictMode>{node}</StrictMode>],
])('a download link, %s', (_, wrap) => {
  test('is a link to a live blob of the text, with its type and its file name', async () => {
    render(wrap(link('a,b\n1,2\n')));
    const anchor = screen.getByRole('link', { name: 'Descargar el archivo' });
    expect(anchor).toHaveAttribute('download', 'conversiones.csv');
    expect(anchor.getAttribute('href')).toMatch(/^blob:/);
    expect(await textAt(anchor.getAttribute('href'))).toBe('a,b\n1,2\n');
    expect(live.get(anchor.getAttribute('href') ?? '')?.type).toBe('text/csv;charset=utf-8');
    // No address is left behind by a mount React threw away.
    expect([...live.keys()]).toEqual([anchor.getAttribute('href')]);
  });

  test('a new text gets a new address, the old one is freed, and leaving the page frees the last', async () => {
    const { rerender, unmount } = render(wrap(link('uno')));
    const first = screen.getByRole('link').getAttribute('href');
    rerender(wrap(link('dos')));
    const second = screen.getByRole('link').getAttribute('href');
    expect(second).not.toBe(first);
    expect(await textAt(second)).toBe('dos');
    expect([...live.keys()]).toEqual([second]);
    rerender(wrap(link('dos')));
    expect(screen.getByRole('link').getAttribute('href')).toBe(second);
    unmount();
    expect(live.size).toBe(0);
  });
});
