/** The employer.* texts (employer list, form, detail, follow-ups, transfers), registered by the modules that show them. */
import zh from '../zh/employer.json';
import en from '../en/employer.json';
import { registerTexts } from '../register';

registerTexts('employer', zh, en);
