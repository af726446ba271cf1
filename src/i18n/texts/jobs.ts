/** The jobs.* texts (jobs page, job form, the employer's jobs panel), registered by the modules that show them. */
import zh from '../zh/jobs.json';
import en from '../en/jobs.json';
import { registerTexts } from '../register';

registerTexts('jobs', zh, en);
