/** The orderFlow.* texts (why an order step was refused), registered by the modules that show them. */
import zh from '../zh/orderFlow.json';
import en from '../en/orderFlow.json';
import { registerTexts } from '../register';

registerTexts('orderFlow', zh, en);
