### Reviewing a game: stepping through it, auto-play, the computer's analysis, its lines.
### Key names and letters (← → Home End Enter a b v ^ r u U N + -) are the same in every
### language.

review-start = Review: ← → step, Home End jump, a number and Enter go to a ply, a marks mistakes, b leaves review.
# The same, for a game with other lines (variations).
review-start-lines = Review: ← → step, Home End jump, a number and Enter go to a ply, a marks mistakes, b leaves review, v other lines (at a +), ^ makes one the main line.
review-ply-of = Ply { $ply } of { $total }.
# While digits are typed: the ply Enter goes to.
review-go-to = Go to ply { $ply } (Enter).
review-past-end = The game has { $total } plies: ply { $ply } of { $total }, its end.
review-shared-play-on = A shared game goes on from its last move: Esc goes back to it.
review-shared-lines = A shared game has one line: Esc goes back to it.
review-no-analysis-shared = No analysis by the computer while a game between people goes on.
# $ms: milliseconds between two plies.
review-autoplay-on = Auto-play on ({ $ms } ms a ply; + and - change it).
review-autoplay-off = Auto-play off ({ $ms } ms a ply; + and - change it).
review-speed = { $ms } ms a ply.
review-analysis-running = The analysis is under way: the marks appear as the plies are judged.
review-nothing-to-analyse = No move to analyse yet.
review-analysing = Analysing { $count ->
    [one] { $count } ply
   *[other] { $count } plies
} in the background: ? marks a mistake, ?? a blunder.
review-analysis-done = Analysis done: { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
} and { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}.
review-analysis-lost = The analysis stopped before the end of the game.
review-one-line = This game has one line: a different move after moves taken back starts another.
# $count: how many moves of the game have other lines.
review-no-fork-here = No other line parts at this move: + in the move list marks the { $count ->
    [one] { $count } move
   *[other] { $count } moves
} where one does.
review-line-broken = That line does not play from here: it is left as it was.
# A line shown: its number among the lines at move $move, its first move ($first, UHP)
# and its length in plies.
review-line = Line { $line } of { $lines } at move { $move }: { $first } ({ $count ->
    [one] { $count } ply
   *[other] { $count } plies
}). v next line, ^ makes it the main line.
review-line-main = Line { $line } of { $lines } at move { $move }: { $first } ({ $count ->
    [one] { $count } ply
   *[other] { $count } plies
}, the main line). v next line, ^ makes it the main line.
review-no-lines = This game keeps no lines of its own: b plays on from the ply shown.
review-main-already = This is the main line already: b plays on from the ply shown.
review-kept-as-ended = The file keeps this game as it ended: b plays on from the ply shown, into a new game.
review-lines-unreadable = This game's lines could not be read: nothing changed.
review-promoted = The line shown ({ $count ->
    [one] { $count } ply
   *[other] { $count } plies
}) is the main line now; the old one is kept as a variation. Playing on from ply { $ply }.
# The same, where the line goes on past the ply shown.
review-promoted-more = The line shown ({ $count ->
    [one] { $count } ply
   *[other] { $count } plies
}) is the main line now; the old one is kept as a variation. Playing on from ply { $ply }, U follows the line.
review-adopted = Playing on from ply { $ply } of the line shown, the main line now (the old one is kept as a variation).
review-adopted-more = Playing on from ply { $ply } of the line shown, the main line now (the old one is kept as a variation); U follows it.
# Back from review to a finished game; u undoes the resignation or agreed draw.
review-back-over-ending = Back to the game, over at ply { $ply }. u withdraws the ending, N starts a new game.
review-back-over = Back to the game, over at ply { $ply }. u takes back a move, N starts a new game.
review-back-lost-on-time = Back to the game, lost on time at ply { $ply }: it stays lost. N starts a new game.
review-back = Back to the game, at ply { $ply }.
review-play-on-kept = Playing on from ply { $ply }. A new move starts another line and this one is kept (r then v shows it); U follows it ({ $total } plies).
review-play-on = Playing on from ply { $ply }. A new move branches off; U follows the old line ({ $total } plies).
review-autoplay-end = End of the game. Auto-play off.
