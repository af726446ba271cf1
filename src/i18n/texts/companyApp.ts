/** The companyApp.* texts (the mini-program's seven pages: requests, news, training, members, suggestions, purchases, marriage applications), registered by those pages. */
import zh from '../zh/companyApp.json';
import en from '../en/companyApp.json';
import { registerTexts } from '../register';

registerTexts('companyApp', zh, en);
