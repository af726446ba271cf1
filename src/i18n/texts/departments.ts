/** The departments.* texts (the departments page), registered by that page. */
import zh from '../zh/departments.json';
import en from '../en/departments.json';
import { registerTexts } from '../register';

registerTexts('departments', zh, en);
