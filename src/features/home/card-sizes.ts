/**
 * `sizes` of the home's card pictures (projects, promotions, news). On phones
 * a card is 86 % of a sideways-scrolling row (home.module.css), not the whole
 * screen: saying `100vw` there made the phone fetch the next width up
 * (Lighthouse «Properly size images», issue 9).
 */
export const HOME_CARD_SIZES = '(max-width: 743px) 86vw, (max-width: 1279px) 50vw, 33vw';
