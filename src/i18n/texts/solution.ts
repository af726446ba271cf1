/** The solution.* texts, registered by the modules that show them. */
import zh from '../zh/solution.json';
import en from '../en/solution.json';
import { registerTexts } from '../register';

registerTexts('solution', zh, en);
