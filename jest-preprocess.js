/** Same JSX runtime as the site (gatsby-config: jsxRuntime + jsxImportSource), so `css` works in tests. */
const babelOptions = {
  presets: [
    ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
    '@babel/preset-typescript',
  ],
};

module.exports = require('babel-jest').default.createTransformer(babelOptions);
