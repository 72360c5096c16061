import * as gatsby from 'gatsby';
import { siteData } from './fixtures/site';

test('tests see the gatsby mock in __mocks__/, not the real module', () => {
  expect((gatsby as unknown as { isMockedGatsby?: boolean }).isMockedGatsby).toBe(true);
  expect(gatsby.useStaticQuery(gatsby.graphql``)).toBe(siteData);
});
