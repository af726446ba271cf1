/** The recyclebin.* texts, registered by the recycle-bin page. */
import zh from '../zh/recyclebin.json';
import en from '../en/recyclebin.json';
import { registerTexts } from '../register';

registerTexts('recyclebin', zh, en);
