import { redirect } from 'react-router';

/** `/` is the Tamil edition. 302, not 301: a later language choice (cookie, header) may change it. */
export function loader() {
  return redirect('/ta/', 302);
}
