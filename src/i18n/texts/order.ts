/** The order.* texts (recruitment-order list, detail and dialogs), registered by the modules that show them. */
import zh from '../zh/order.json';
import en from '../en/order.json';
import { registerTexts } from '../register';

registerTexts('order', zh, en);
