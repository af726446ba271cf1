/** The orderPicker.* texts (the recommend-aunt picker), registered by the picker. */
import zh from '../zh/orderPicker.json';
import en from '../en/orderPicker.json';
import { registerTexts } from '../register';

registerTexts('orderPicker', zh, en);
