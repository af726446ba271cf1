/** The office.* texts (achievements and the staff statistic), registered by the office pages. */
import zh from '../zh/office.json';
import en from '../en/office.json';
import { registerTexts } from '../register';

registerTexts('office', zh, en);
