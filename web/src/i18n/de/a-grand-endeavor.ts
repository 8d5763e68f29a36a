import type { aGrandEndeavor as en } from '../en/a-grand-endeavor';
import type { Translation } from '../types';

export const aGrandEndeavor: Translation<typeof en> = {
  numberCard: (night, num, colour) => `${night ? 'Nacht' : 'Tag'} ${num} (${colour})`,
  trilithonCard: (colour) => `Trilith ${colour}`,
  outerSpace: (space, colour) => `Außenfeld ${space} (${colour})`,
  bluestoneSpace: (space) => `Blausteinfeld ${space}`,
  trilithonSpace: (space) => `Trilithenfeld T${space}`,
  seat: (seat) => `Platz ${seat}`,
  aBegin: 'Das Tagewerk beginnen',
  aDefame: (name) => `${name} in Verruf bringen (kostet 1 Einfluss)`,
  aClaim: (site) => `${site} beanspruchen`,
  aDraw: 'Die oberste Karte des Stapels ziehen',
  aTake: (card) => `Das offene Projekt ${card} nehmen`,
  aCommit: (card) => `Sich auf ${card} verpflichten`,
  aUsurp: (name, cards) => `Das Projekt von ${name} an dich reißen und dafür ${cards} geben`,
  aDiscard: (card) => `${card} unter den Stapel legen`,
  aWithdraw: 'Bis zur Wertung zurückziehen (deine Hand kommt unter den Stapel)',
};
