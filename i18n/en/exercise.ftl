### Questions asked while a lesson or a puzzle is on the board.

exercise-ask-quit = Quit hive? The lessons and puzzles you have done are kept.
