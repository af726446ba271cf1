/** The unitedShelf.* texts (sharing into and taking off the joint hall, the aunts offered for a job), registered by components/united. */
import zh from '../zh/unitedShelf.json';
import en from '../en/unitedShelf.json';
import { registerTexts } from '../register';

registerTexts('unitedShelf', zh, en);
