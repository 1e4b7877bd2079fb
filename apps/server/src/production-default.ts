/**
 * Imported first by main.ts: a started server is a production server unless told otherwise. React and
 * React Router choose their development or production build when they are first imported, so this
 * must run before app.ts's imports are evaluated (ES modules evaluate sibling imports in order).
 */
process.env.NODE_ENV ??= 'production';
