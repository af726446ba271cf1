/** The shortcuts.* texts, registered by the modules that show them. */
import zh from '../zh/shortcuts.json';
import en from '../en/shortcuts.json';
import { registerTexts } from '../register';

registerTexts('shortcuts', zh, en);
