/** The staff.* texts (staff accounts page), registered by the page. */
import zh from '../zh/staff.json';
import en from '../en/staff.json';
import { registerTexts } from '../register';

registerTexts('staff', zh, en);
