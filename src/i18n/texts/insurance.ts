/** The insurance.* texts, registered by the insurance pages (orders, products, the certificate). */
import zh from '../zh/insurance.json';
import en from '../en/insurance.json';
import { registerTexts } from '../register';

registerTexts('insurance', zh, en);
