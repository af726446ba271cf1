/** The search.* texts (the search from anywhere, layout/search), registered by its lazy dialog. */
import zh from '../zh/search.json';
import en from '../en/search.json';
import { registerTexts } from '../register';

registerTexts('search', zh, en);
