/**
 * Matches a request's method and path to a route, extracting `{name}` path parameters. HEAD is
 * served by the path's GET route (RFC 9110: the same headers, no body); a path that exists
 * with other methods only is a 405 with the methods it has, anything else a 404.
 */
import type { Route } from './route.js';

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

export type RouteMatch =
  | { kind: 'route'; route: Route; params: Record<string, string> }
  /** The path exists, not with this method: the `Allow` header's list. */
  | { kind: 'wrong-method'; allow: string[] };

export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(readonly routes: readonly Route[]) {
    this.compiled = routes.map((route) => {
      const names: string[] = [];
      const source = route.path
        .split('/')
        .map((segment) => {
          const parameter = /^\{(\w+)\}$/.exec(segment);
          if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          names.push(parameter[1]!);
          return '([^/]+)';
        })
        .join('/');
      return { route, pattern: new RegExp(`^${source}$`), names };
    });
  }

  /** The route for `method path` and its decoded parameters; the methods the path has when not this one; null (a 404) when the path is unknown. */
  match(method: string, path: string): RouteMatch | null {
    const wanted = method === 'HEAD' ? 'GET' : method;
    const allow = new Set<string>();
    for (const { route, pattern, names } of this.compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      if (route.method !== wanted) {
        allow.add(route.method);
        if (route.method === 'GET') allow.add('HEAD');
        continue;
      }
      const params: Record<string, string> = {};
      try {
        names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1]!)));
      } catch {
        return null; // a malformed %-escape cannot name anything
      }
      return { kind: 'route', route, params };
    }
    return allow.size > 0 ? { kind: 'wrong-method', allow: [...allow].sort() } : null;
  }
}
