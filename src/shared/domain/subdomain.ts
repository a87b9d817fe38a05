const RESERVED = new Set(['www', 'api', 'app', 'admin', 'mail', 'platform', 'static', 'status']);

/** The subdomain an organization name asks for: lowercase letters, digits and single hyphens. */
export function toSubdomainBase(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  const base = slug.length >= 2 ? slug : `org-${slug}`.replace(/-$/, '');
  return RESERVED.has(base) ? `${base}-org` : base;
}

/** The first of base, base-2, base-3 … that is not taken. */
export function pickFreeSubdomain(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
