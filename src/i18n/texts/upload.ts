/** The upload.* texts, registered by the modules that show them. */
import zh from '../zh/upload.json';
import en from '../en/upload.json';
import { registerTexts } from '../register';

registerTexts('upload', zh, en);
