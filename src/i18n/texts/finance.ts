/** The finance.* texts (fee records, the fee dictionary, the fund account), registered by the finance pages. */
import zh from '../zh/finance.json';
import en from '../en/finance.json';
import { registerTexts } from '../register';

registerTexts('finance', zh, en);
