import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Phones of 2020 and later; keeps the output free of legacy transforms.
    target: 'es2022',
    // Fonts are ~15 kB each: never inline them as base64 into the CSS.
    assetsInlineLimit: 2048,
  },
});
