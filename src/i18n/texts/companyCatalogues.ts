/** The companyCatalogues.* texts (the catalogue and template settings pages), registered by those pages. */
import zh from '../zh/companyCatalogues.json';
import en from '../en/companyCatalogues.json';
import { registerTexts } from '../register';

registerTexts('companyCatalogues', zh, en);
