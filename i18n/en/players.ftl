### Players' names the game gives.

# $level: the computer's level, 1 to 5.
player-computer = Computer { $level }
