### Questions asked while a lesson or a puzzle is on the board.

exercise-ask-quit = Leave the lessons and puzzles?
exercise-ask-quit-kept = What you have done is kept.
exercise-ask-quit-keys = y leaves, any other key stays.
