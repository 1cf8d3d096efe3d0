### How a finished game ended (a sentence without its full stop). $winner, $loser and
### $side name a player: "White" or "White (Ann)".

result-resigned = { $loser } resigned: { $winner } wins
result-agreed = Draw agreed
result-repetition = Draw by repetition
result-surrounded = { $winner } wins: { $loser }'s { -queen } is surrounded
result-both-surrounded = Draw: both { -queen }s are surrounded
result-timeout = { $loser } ran out of time: { $winner } wins on time

## A result in brief, for a column of a list: the winner (or a draw), and how in a word.
brief-won = { $side } ({ $how })
brief-draw = Draw ({ $how })
brief-in-progress = In progress
brief-not-started = Not started
how-resign = resign
how-time = time
how-forfeit = forfeit
how-off-board = off board
how-agreed = agreed
how-declared = declared
how-repetition = repetition
# The Queen surrounded; both Queens surrounded (a draw).
how-queen = Queen
how-queens = Queens

# A game a player left (`hive serve --claim-after`).
result-abandoned = { $loser } left the game: { $winner } wins
how-abandoned = abandoned
