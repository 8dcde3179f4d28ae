/**
 * Whether the signed-in user is a driver (spec 6): they see only their own tasks and never the
 * dispatcher's pages or calls (issue 22, 10). A session word, so the route guard reads it without
 * bringing the task rules into the console's first script.
 */
export function isDriverSession(idData: { readonly [key: string]: unknown } | null | undefined): boolean {
  return idData?.role === 'driver';
}
