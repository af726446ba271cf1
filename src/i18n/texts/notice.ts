/** The notice.* texts (the notification centre), registered by layout/notices. */
import zh from '../zh/notice.json';
import en from '../en/notice.json';
import { registerTexts } from '../register';

registerTexts('notice', zh, en);
