/** The employer list on "follow-up due" (a digest notice's link): the list reads the flag, turns its filter on, then forgets the address's flag. */
import { linkTo } from '@/app/pageLinks';

export const FOLLOW_UP_DUE_PARAM = 'followUpDue';

export const followUpDueLink = (): string => linkTo('employer/list', {}, { [FOLLOW_UP_DUE_PARAM]: 1 });
