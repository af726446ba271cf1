/** The auntList.* texts, registered by the modules that show them. */
import zh from '../zh/auntList.json';
import en from '../en/auntList.json';
import { registerTexts } from '../register';

registerTexts('auntList', zh, en);
