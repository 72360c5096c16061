import * as gatsbyNode from '../../gatsby-node';

describe('gatsby-node hooks', () => {
  it.each(Object.entries(gatsbyNode).filter(([name]) => name !== '__esModule'))(
    '%s takes at most (args, options): a third parameter makes Gatsby wait for a callback forever',
    (_name, hook) => {
      expect(typeof hook).toBe('function');
      expect((hook as (...args: unknown[]) => unknown).length).toBeLessThan(3);
    },
  );
});
