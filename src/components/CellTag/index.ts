export { CellTag, TagStyleScope, softBackgroundOf, type CellTagProps } from './CellTag';
