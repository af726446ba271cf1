/** The companyInfo.* texts (the company info page), registered by that page. */
import zh from '../zh/companyInfo.json';
import en from '../en/companyInfo.json';
import { registerTexts } from '../register';

registerTexts('companyInfo', zh, en);
