/** The readiness.* texts (ready to work, 可上户), registered by components/readiness. */
import zh from '../zh/readiness.json';
import en from '../en/readiness.json';
import { registerTexts } from '../register';

registerTexts('readiness', zh, en);
