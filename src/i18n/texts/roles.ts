/** The roles.* texts (the roles screen: roles, their menu pages and permissions), registered by the roles page. */
import zh from '../zh/roles.json';
import en from '../en/roles.json';
import { registerTexts } from '../register';

registerTexts('roles', zh, en);
