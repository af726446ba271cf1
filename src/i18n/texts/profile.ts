/** The profile.* texts, registered by the modules that show them. */
import zh from '../zh/profile.json';
import en from '../en/profile.json';
import { registerTexts } from '../register';

registerTexts('profile', zh, en);
