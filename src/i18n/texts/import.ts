/** The import.* texts (importing aunts and employers from a file), registered by components/import. */
import zh from '../zh/import.json';
import en from '../en/import.json';
import { registerTexts } from '../register';

registerTexts('import', zh, en);
