### Jména hráčů, která dává hra.

player-computer = Počítač { $level }

player-letter-white = B
player-letter-black = Č
