/** The display masks live in domain/personalData (one machinery for app and mock). */
export { maskMobile } from '@/domain/personalData';
