/** Matches a request's method and path to a route, extracting `{name}` path parameters. */
import type { Route } from './route.js';

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

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

  /** The route for `method path` and its decoded parameters, or null (a 404). */
  match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
    for (const { route, pattern, names } of this.compiled) {
      if (route.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      try {
        names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1]!)));
      } catch {
        return null; // a malformed %-escape cannot name anything
      }
      return { route, params };
    }
    return null;
  }
}
