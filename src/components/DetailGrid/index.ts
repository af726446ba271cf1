export { DetailSection, EmptyMark, EMPTY_MARK, fullDateTime, isEmptyValue, orEmpty, type DetailItem } from './DetailGrid';
