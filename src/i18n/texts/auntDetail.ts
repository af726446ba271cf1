/** The auntDetail.* texts, registered by the modules that show them. */
import zh from '../zh/auntDetail.json';
import en from '../en/auntDetail.json';
import { registerTexts } from '../register';

registerTexts('auntDetail', zh, en);
