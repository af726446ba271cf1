/** The resume.* texts, registered by the modules that show them. */
import zh from '../zh/resume.json';
import en from '../en/resume.json';
import { registerTexts } from '../register';

registerTexts('resume', zh, en);
