/** The publicCustomer.* texts, registered by the public-customer page. */
import zh from '../zh/publicCustomer.json';
import en from '../en/publicCustomer.json';
import { registerTexts } from '../register';

registerTexts('publicCustomer', zh, en);
