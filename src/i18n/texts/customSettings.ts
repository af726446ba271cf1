/** The customSettings.* texts (公司设置 → 自定义字段: form fields, list tabs and rules, list columns), registered by that page with the texts of the lists whose columns it names. */
import zh from '../zh/customSettings.json';
import en from '../en/customSettings.json';
import { registerTexts } from '../register';
import './auntList';
import './employer';
import './order';
import './customFields';

registerTexts('customSettings', zh, en);
