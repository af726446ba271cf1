/** The chat.* texts (the aunt message panel and the /messages page), registered by the panes. */
import zh from '../zh/chat.json';
import en from '../en/chat.json';
import { registerTexts } from '../register';

registerTexts('chat', zh, en);
