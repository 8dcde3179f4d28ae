/** Who is calling: resolved from the bearer token by the auth hook. */
export interface Principal {
  userUid: string;
  sessionUid: string;
  enterpriseUid: string;
  name: string;
  zhName: string;
  /** Permission codes of spec 6. */
  codes: string[];
  role: 'admin' | 'staff' | 'driver';
  /** Set only for a plus token (the app hand-off, spec 2.9): the one car it reaches. */
  plusCar?: string;
  /** Set only for the platform's operator, who alone may make operator-only calls (issue 10, 3). */
  platformOperator?: true;
}
