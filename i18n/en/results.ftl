### How a finished game ended (a sentence without its full stop). $winner, $loser and
### $side name a player: "White" or "White (Ann)".

result-resigned = { $loser } resigned: { $winner } wins
result-agreed = Draw agreed
result-repetition = Draw by repetition
result-surrounded = { $winner } wins: { $loser }'s { -queen } is surrounded
result-both-surrounded = Draw: both { -queen }s are surrounded
result-timeout = { $loser } ran out of time: { $winner } wins on time
