### The side panel: the hands and their clocks, the stack under the cursor, the engine's
### view in review, the opening explorer, the move list.

# A clock in review: how long the ply shown took its mover, before the time left.
clock-took = took { $time } ·{ " " }
clock-time-up = time up { $time }
clock-paused = paused { $time }

# The stack under the cursor, top first: "Stack here: bB1 on wQ on bS1".
stack-here = Stack here: { $stack }
stack-on = { $upper } on { $lower }

engine-game-over = Engine: game over.
engine-analysing = Analysing: { $done } of { $total }…
engine-thinking = Engine: thinking…
engine-waiting = Engine: …
# The engine's score is White's (+ good for White).
engine-score = White { $score }
# Before the line of moves the engine expects.
engine-best = best

explorer-title = Explorer
explorer-reading = Reading your saved games…
explorer-title-games = Explorer: { $count ->
    [one] { $count } game
   *[other] { $count } games
}
explorer-title-of = Explorer: { $count } of { $total }
explorer-none = None of your saved games reached this position.
explorer-shares = W { $white }% · D { $draw }% · B { $black }%
explorer-unfinished = none of them finished
explorer-games-hint = games · g: the moves
explorer-no-continuation = No game went on from here.
explorer-head-move = move
# Over the count of games that played the move: 6 columns at most.
explorer-head-games = games
# White wins / draws / Black wins, in percent.
explorer-head-shares = W/D/B %

# A move list row's mark for a Pillbug's throw.
moves-thrown = thrown
moves-title = Plies ({ $current })
moves-title-of = Plies ({ $current } of { $total })

ending-repetition = draw by repetition
ending-agreement = draw agreed
ending-resignation = { $side } resigned
