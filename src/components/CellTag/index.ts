export { CellTag, TagStyleScope, customTagColours, softBackgroundOf, type CellTagProps } from './CellTag';
