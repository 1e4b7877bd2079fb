import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  ssr: true,
  future: {
    // Our canonical URLs end in '/' (/ta/tennis/). Without this flag a client navigation asks for
    // /ta/tennis.data and the loader sees /ta/tennis, so it could not tell a bare /ta/tennis (which it
    // redirects to the canonical form) from a data request for the canonical page.
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
