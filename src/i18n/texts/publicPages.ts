/** The publicPages.* texts, registered by the modules that show them. */
import zh from '../zh/publicPages.json';
import en from '../en/publicPages.json';
import { registerTexts } from '../register';

registerTexts('publicPages', zh, en);
