/**
 * Spec 1 §2: "Category pages exist for sports 2, 21, 23, 31, 32, 33, 36" (tennis, badminton, golf,
 * motorsport, auto racing, moto racing, esports). Their tournaments are grouped by category (a tour, a
 * circuit, a game) where other sports group by country. Our data model has one grouping, the league's
 * country row, which a provider fills with the category for these sports (and the simulator with the
 * host country); so the country page is the category page there, titled as one. Motorsport (31) has
 * its own umbrella page linking its two children (routes/sport.tsx).
 */
export { hasCategoryPages } from '../../kit/sport-facts.ts';
