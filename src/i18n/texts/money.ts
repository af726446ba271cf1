/** The money.* texts (monthly amounts, salary ranges, the amount fields' message), registered by domain/format. */
import zh from '../zh/money.json';
import en from '../en/money.json';
import { registerTexts } from '../register';

registerTexts('money', zh, en);
