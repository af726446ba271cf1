/** The personal.* texts (masked personal data and its reveal), registered by components/personal. */
import zh from '../zh/personal.json';
import en from '../en/personal.json';
import { registerTexts } from '../register';

registerTexts('personal', zh, en);
