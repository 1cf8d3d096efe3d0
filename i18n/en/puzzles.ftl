### The puzzles (`hive puzzles`): the box above the board, each move checked, the
### ratings after each puzzle, the themes, and `hive puzzles --list`.

## What a puzzle asks. $count: the solver's moves (a win), or the threat's (a save).
puzzles-title-win = { $count ->
    [one] Win in 1 move
   *[other] Win in { $count } moves
}
puzzles-title-save = { $count ->
    [one] Save your { -queen } from a win in 1 move
   *[other] Save your { -queen } from a win in { $count } moves
}
# $side: the side to move, whose puzzle it is.
puzzles-text-win = { $count ->
    [one] { $side } to move and win at once.
   *[other] { $side } to move and win within { $count } moves, however the other side defends.
}
puzzles-text-save = { $count ->
    [one] { $side } to move: the other side threatens to win with its next move. Find the one move that stops it.
   *[other] { $side } to move: the other side threatens to win within { $count } moves. Find the one move that stops it.
}
# $number of $count: which of the solver's moves of the puzzle this is.
puzzles-task-win = Move { $number } of { $count }: find the winning move.
puzzles-task-save = Find the move that saves your { -queen }.
puzzles-task-several = More than one move wins here: any of them will do.

## The status line while solving.
puzzles-begin = Find the move with the game's usual keys (: types it). n skips the puzzle, q quits.
# $tried: the move tried (UHP notation).
puzzles-checking = Checking { $tried }…
puzzles-busy = Still checking the last move: a moment.
puzzles-already-done = This puzzle is over. Enter or n: the next one.
puzzles-not-in-puzzle = Not during a puzzle: find the move yourself. n skips to the next puzzle.
puzzles-not-judged = The move could not be checked: { $why }
# $tried: the move tried; $line: the computer's answer that refutes it (UHP moves).
puzzles-miss = { $tried } misses: the computer answers { $line }. Try again.
puzzles-miss-short = { $tried } misses. Try again.
puzzles-judge-miss = That is not the puzzle's move.
# $reply: the computer's answer (a UHP move).
puzzles-right = Right! The computer answers { $reply }. Your move.
# $rating: the player's puzzle rating now; $change: how it moved (+12, -8).
puzzles-solved = Solved! Your puzzle rating: { $rating } ({ $change }).
puzzles-solved-after-miss = Solved, after a miss (the puzzle counted as missed).
# A puzzle left with n before any try: $rating and $change as above.
puzzles-skipped = Skipped: it counted as a miss. Your puzzle rating: { $rating } ({ $change }).
# $count: puzzles solved in a row.
puzzles-streak-over = { $count ->
    [one] The streak is over: 1 puzzle solved in a row.
   *[other] The streak is over: { $count } puzzles solved in a row.
}
puzzles-none-left = No puzzle is left to give: you solved them all.
puzzles-none-of-theme = No puzzle of this theme is left to give.
puzzles-none-harder = No harder puzzle is left: the streak ends at { $count }.
puzzles-ratings-not-kept = The puzzle ratings could not be kept: { $why }
puzzles-ratings-not-read = The puzzle ratings could not be read (they are left as they are): { $why }

## The box above the board. $number: puzzles given so far; $rating: the puzzle's rating;
## $title: what it asks (puzzles-title-…).
puzzles-box-title = Puzzle { $number } · rated { $rating } · { $title }
# $theme: the theme's name (puzzles-theme-…).
puzzles-box-title-theme = { $theme } · puzzle { $number } · rated { $rating } · { $title }
# $count: puzzles solved in a row so far.
puzzles-box-title-streak = Streak { $count } · rated { $rating } · { $title }
puzzles-box-solved = Solved!
puzzles-box-solved-after-miss = Solved, after a miss.
# $task: what the move of the moment asks (puzzles-task-…).
puzzles-box-missed = A miss (it counted). Try again: { $task }
# $player_change, $puzzle_change: how each rating moved (+12, -8).
puzzles-box-ratings = Your rating: { $player } ({ $player_change }) · this puzzle: { $puzzle } ({ $puzzle_change })
# $themes: the puzzle's themes, listed.
puzzles-box-themes = Themes: { $themes }
puzzles-box-next = Enter or n: the next puzzle · Esc or q: quit
puzzles-box-keys = n skip · ? help
puzzles-box-keys-over = Enter next · q quit

# The lessons menu's last row: it opens the puzzles.
puzzles-menu-row = Puzzles: positions from real games to solve, rated

## The themes (`hive puzzles --theme NAME` takes the names in brackets).
puzzles-theme-pillbug-throw = Pillbug throw
puzzles-theme-beetle-drop = Beetle drop
puzzles-theme-ant-block = Ant block
puzzles-theme-mosquito-copy = Mosquito copy
puzzles-theme-grasshopper-jump = Grasshopper jump
puzzles-theme-ladybug = Ladybug
puzzles-theme-gate = Gate
puzzles-theme-quiet-move = Quiet move
puzzles-theme-queen-move = Queen move

## `hive puzzles --list`. $count: puzzles; $moves: the N of "win in N".
puzzles-list-head = { $count } puzzles (hive puzzles --json prints them):
puzzles-list-win = { $moves ->
    [one] { "  " }win in 1 move: { $count }
   *[other] { "  " }win in { $moves } moves: { $count }
}
puzzles-list-save = { $moves ->
    [one] { "  " }save against a win in 1 move: { $count }
   *[other] { "  " }save against a win in { $moves } moves: { $count }
}
# $name: the theme's name on the command line; $theme: in words.
puzzles-list-theme = { "  " }{ $name } ({ $theme }): { $count }
puzzles-list-themes = Themes (hive puzzles --theme NAME):
# $rating: the player's puzzle rating; $solved: puzzles solved.
puzzles-list-rating = Your puzzle rating: { $rating }; { $solved } solved.
