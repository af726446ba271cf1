/** The catalogues.* texts shared by the screens that use the company's catalogues (template text, snippet menu), registered by those components. */
import zh from '../zh/catalogues.json';
import en from '../en/catalogues.json';
import { registerTexts } from '../register';

registerTexts('catalogues', zh, en);
