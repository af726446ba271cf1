/** The detail.* texts (the shared record grid), registered by components/DetailGrid. */
import zh from '../zh/detail.json';
import en from '../en/detail.json';
import { registerTexts } from '../register';

registerTexts('detail', zh, en);
