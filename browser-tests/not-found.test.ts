import AxeBuilder from '@axe-core/playwright';
import { BASE_URL, openBrowser } from './support/browser';

test('an unknown path answers 404 with the not-found page and logs the path', async () => {
  const context = await openBrowser();
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto(BASE_URL + '/ruta/que-no-existe', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
  expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
  const home = page.getByRole('link', { name: 'Return to Home' });
  expect(await home.getAttribute('href')).toBe('/');
  await page.waitForFunction(() => true);
  expect(errors.some((text) => text.includes('/ruta/que-no-existe'))).toBe(true);
  expect(await page.locator('meta[name=robots]').getAttribute('content')).toContain('noindex');
  expect(await page.getAttribute('html', 'lang')).toBe('es-CO');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await home.click();
  await page.waitForURL(BASE_URL + '/');
  await context.close();
});
