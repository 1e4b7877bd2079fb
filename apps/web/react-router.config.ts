import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // NERALI_BUILD_DIR (absolute) lets several builds of one checkout live side by side, e.g. parallel
  // work with its own browser tests (the server then gets WEB_BUILD_DIR=the same path).
  buildDirectory: process.env.NERALI_BUILD_DIR || 'build',
  ssr: true,
  future: {
    // Our canonical URLs end in '/' (/ta/tennis/). Without this flag a client navigation asks for
    // /ta/tennis.data and the loader sees /ta/tennis, so it could not tell a bare /ta/tennis (which it
    // redirects to the canonical form) from a data request for the canonical page.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
