### Imiona graczy nadawane przez grę.

player-computer = Komputer { $level }

player-letter-white = B
player-letter-black = C
