/** The pageManage.* texts (the platform's page management), registered by its page. */
import zh from '../zh/pageManage.json';
import en from '../en/pageManage.json';
import { registerTexts } from '../register';

registerTexts('pageManage', zh, en);
