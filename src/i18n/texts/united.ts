/** The united.* texts (the joint-hall pages), registered by the modules that show them. */
import zh from '../zh/united.json';
import en from '../en/united.json';
import { registerTexts } from '../register';

registerTexts('united', zh, en);
