const { createWebpackConfig } = require('@dakiya/webpack');

// The host: owns the frame, toasts, splash and routing. Remotes are found at run time through
// remotes.json, never at build time.
module.exports = createWebpackConfig({ dir: __dirname, name: 'shell' });
