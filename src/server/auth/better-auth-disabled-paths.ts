// better-auth's disabledPaths compares the request's path as written: '/callback/:id' closes
// only the URL '/callback/:id' itself, not '/callback/google'. Our /api/auth mount closes each
// path as the pattern it is before better-auth sees the request;
// better-auth-disabled-paths.test.ts fails when better-auth changes how it compares them or
// adds an endpoint we have not decided about.

/** Whether a path under /api/auth is one of `paths`, read as patterns (`:name` is one segment). */
export function closedPathMatcher(paths: readonly string[]): (path: string) => boolean {
  const patterns = paths.map((path) => new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}/*$`));
  return (path) => patterns.some((pattern) => pattern.test(path));
}
