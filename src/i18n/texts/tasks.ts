/** The tasks.* texts (the task form, the dashboard's "my tasks"), registered by the modules that show them. */
import zh from '../zh/tasks.json';
import en from '../en/tasks.json';
import { registerTexts } from '../register';

registerTexts('tasks', zh, en);
