/** The recordForm.* texts (the shared add / edit containers), registered by them. */
import zh from '../zh/recordForm.json';
import en from '../en/recordForm.json';
import { registerTexts } from '../register';

registerTexts('recordForm', zh, en);
