/**
 * Which paths are pages of the product (domain/pageTree.ts), whoever may open them. A signed-in
 * user's path that is such a page but not in their menu is "no permission" (401); any other
 * unknown path is "no such page" (404). External links are no paths.
 *
 * @example isProductPage('/company/info') // true; isProductPage('/no/such/page') // false
 */
import { matchPath } from 'react-router-dom';
import { flattenPageTree } from '@/domain/pageTree';
import { isExternalLink } from './menu';

let paths: string[] | null = null;

export function isProductPage(pathname: string): boolean {
  paths ??= flattenPageTree()
    .map((decl) => decl.path)
    .filter((path) => path !== '' && !isExternalLink(path));
  return paths.some((path) => matchPath({ path, end: true }, pathname) !== null);
}
