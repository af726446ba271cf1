export { CellTag, TagStyleScope, customTagColours, softBackgroundOf, useDarkSurface, type CellTagProps } from './CellTag';
