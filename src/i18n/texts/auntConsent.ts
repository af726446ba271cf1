/** The auntConsent.* texts (the aunt's sharing authorisation), registered by the modules that show them. */
import zh from '../zh/auntConsent.json';
import en from '../en/auntConsent.json';
import { registerTexts } from '../register';

registerTexts('auntConsent', zh, en);
