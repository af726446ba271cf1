/** The diagnostics.* texts, registered by the diagnostics page. */
import zh from '../zh/diagnostics.json';
import en from '../en/diagnostics.json';
import { registerTexts } from '../register';

registerTexts('diagnostics', zh, en);
