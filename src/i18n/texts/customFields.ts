/** The customFields.* texts (custom form fields in forms, record pages and lists), registered by the shared components that show them. */
import zh from '../zh/customFields.json';
import en from '../en/customFields.json';
import { registerTexts } from '../register';

registerTexts('customFields', zh, en);
