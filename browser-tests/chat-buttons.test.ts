import { FRAMMENTO_CHAT_BUTTONS, HOME_CHAT_BUTTONS, chatButtonSuite } from './support/chat-buttons';
import { frammento } from './support/content';

chatButtonSuite('/', HOME_CHAT_BUTTONS);
chatButtonSuite(`/${frammento.slug}`, FRAMMENTO_CHAT_BUTTONS);
