### Players' names the game gives.

# $level: the computer's level, 1 to 5.
player-computer = Computer { $level }

# The sides' letters at the ends of the review's score bar (as the explorer writes them).
player-letter-white = W
player-letter-black = B
