// A Gatsby plugin's browser file with no API: what src/gatsby-hooks/bundle/webpack.ts puts in the
// browser bundle in place of Gatsby's internal Partytown plugin's, which acts only in `gatsby develop`.
module.exports = {};
