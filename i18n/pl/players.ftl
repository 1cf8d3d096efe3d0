### Imiona graczy nadawane przez grę.

player-computer = Komputer { $level }
