import { type Static, Type } from 'typebox';

// The signed-in customer's projects: the project names given on the orders they may read.

/** The longest window of the project list's filter, in months (10 years). */
export const PROJECTS_MONTHS_MAX = 120;

/** GET /projects?months= (absent: every project). */
export const ProjectsQuery = Type.Object(
  {
    /** Only projects with an order within the last N months. */
    months: Type.Optional(Type.Integer({ minimum: 1, maximum: PROJECTS_MONTHS_MAX })),
  },
  { additionalProperties: false },
);
export type ProjectsQuery = Static<typeof ProjectsQuery>;

export const Project = Type.Object({
  /** The project name, exactly as on its orders (the order list filters by it). */
  name: Type.String(),
  orderCount: Type.Integer(),
  /** ISO instant the project's latest order was placed. */
  lastOrder: Type.String(),
  /** ISO instant the project's first order was placed. */
  createdAt: Type.String(),
});
export type Project = Static<typeof Project>;

export const ProjectsResponse = Type.Object({
  success: Type.Literal(true),
  /** Most recent order first. */
  projects: Type.Array(Project),
});
export type ProjectsResponse = Static<typeof ProjectsResponse>;
