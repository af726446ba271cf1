/** The table.* texts, registered by the modules that show them. */
import zh from '../zh/table.json';
import en from '../en/table.json';
import { registerTexts } from '../register';

registerTexts('table', zh, en);
