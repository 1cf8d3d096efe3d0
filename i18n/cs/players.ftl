### Jména hráčů, která dává hra.

player-computer = Počítač { $level }
