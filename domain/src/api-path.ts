// Apart from API_ROUTES (api-routes.ts), so that an app using apiPath with the routes it gets
// from @dakiya/shared does not bundle a second copy of them.
import type { ApiRoute } from './api-routes';

type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** `apiPath(API_ROUTES.quotation, { quotId: 7 })` -> '/quotations/prices/7/' (values encoded). */
export function apiPath<Path extends ApiRoute>(
  path: Path,
  ...[params]: ParamsOf<Path> extends never ? [] : [Record<ParamsOf<Path>, string | number>]
): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String((params as Record<string, string | number>)[name])),
  );
}
