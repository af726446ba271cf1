/** How a course's state reads (pure): full, off sale, over (by the China day). */
import type { TrainingItem } from '@/api/companyApp';
import { chinaDay } from '@/domain/chinaTime';

export type CourseMark = 'full' | 'offSale' | 'over';

/** The marks a course carries today, in the order the tree shows them. */
export function courseMarks(item: Pick<TrainingItem, 'joinCount' | 'capacity' | 'isShow' | 'endDate'>, now = Date.now()): CourseMark[] {
  const marks: CourseMark[] = [];
  if (item.joinCount >= item.capacity) marks.push('full');
  if (item.isShow === 0) marks.push('offSale');
  if (item.endDate < chinaDay(now)) marks.push('over');
  return marks;
}
