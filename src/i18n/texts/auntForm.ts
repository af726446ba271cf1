/** The auntForm.* texts, registered by the modules that show them. */
import zh from '../zh/auntForm.json';
import en from '../en/auntForm.json';
import { registerTexts } from '../register';

registerTexts('auntForm', zh, en);
