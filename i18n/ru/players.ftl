### Имена игроков, которые даёт игра.

player-computer = Компьютер { $level }

player-letter-white = Б
player-letter-black = Ч
