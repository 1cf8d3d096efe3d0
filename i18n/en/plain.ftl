### Plain mode (hive play --plain): the game in sentences for screen readers and braille
### displays. Piece names (wQ, bA1), bug letters (Q S B G A M L P) and the one-letter
### command forms are the same in every language. Each sentence at most 80 columns where
### it can be.

# A direction, one of six: $dir is nw, ne, e, se, sw or w (the hexes stand point up, so
# their rows run east–west).
plain-direction = { $dir ->
    [nw] north-west
    [ne] north-east
    [e] east
    [se] south-east
    [sw] south-west
   *[w] west
}
# Where a cell is: beside $piece, on that piece's $dir side.
plain-beside = next to { $piece }, on its { $dir ->
    [nw] north-west
    [ne] north-east
    [e] east
    [se] south-east
    [sw] south-west
   *[w] west
} side
plain-on-top = on top of { $piece }
# $gender: the piece's grammatical gender (plain-gender).
plain-alone = { $gender ->
   *[n] alone in the middle of the table
}
# "Alone" as the object of a move ("places an Ant, wA1, alone in the middle").
plain-alone-object = { $gender ->
   *[n] alone in the middle of the table
}
# A neighbour of a piece: $piece lies to the $dir of it.
plain-neighbour = { $piece } to the { $dir ->
    [nw] north-west
    [ne] north-east
    [e] east
    [se] south-east
    [sw] south-west
   *[w] west
}

## A move told. $side: who moved; $bug: the bug's name; $piece: its notation; $where: a
## place (plain-beside, plain-on-top or plain-alone).
plain-placed = { $side } places { $bug_indef }, { $piece }, { $where }.
plain-moved = { $side } moves the { $bug } { $piece } { $where }.
plain-thrown = { $side } throws { $piece } { $where }.
plain-passed = { $side } passes.
plain-to-move = { $side } to move.
plain-must-pass = { $side } to move, and must pass: type pass.
# $result: how the game ended ("White wins: Black's Queen is surrounded").
plain-over = Game over: { $result }.
plain-welcome = Plain mode: type a move (wS1, bA1 -wQ) or a command; { $help } lists them.
plain-undone = { $count ->
    [one] One ply
   *[other] { $count } plies
} taken back, to ply { $ply }.
plain-review-start = The start of the game: no move played.

## Answers to the commands that ask.
# $said: the move suggested, told as if played (plain-placed …).
plain-hint = Hint: { $said }
# $said: a move told (plain-placed …).
plain-last = Ply { $ply }: { $said }
plain-last-none = No move has been played yet.
plain-no-clock = This game has no clock.
plain-clock = { $white }: { $white_time }. { $black }: { $black_time }.
plain-clock-warning = { $side } has { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
} left.
plain-board-empty = The table is empty: no piece placed yet.
# A cell of the board: its stack (top first), then its neighbours.
plain-board-cell = { $stack }: { $near }.
plain-board-alone = { $stack }: no neighbours.
plain-queen-covered = Queen of { $side }: { $count } of 6 sides covered.
plain-hand = { $side } in hand: { $pieces }.
plain-pieces-not-in-game = This game is played without the { $bug }.
plain-pieces-none = No { $bug } is on the table.
# A piece and its place (plain-beside …).
plain-piece-at = { $piece }: { $place }.
plain-in-hand = In hand: { $pieces }.
plain-stack = The stack, top first: { $stack }.
plain-around = Around { $piece }: { $near }.
plain-around-none = { $piece } has no neighbour.
plain-free = { $count ->
    [one] Free side
   *[other] Free sides
}: { $sides }.
plain-free-none = No free side: all six are covered.
plain-piece-in-hand = { $piece } is in hand, not on the table.
plain-piece-not-in-game = { $piece } is not in this game.
plain-moves = { $piece } can go to { $count ->
    [one] one place
   *[other] { $count } places
}:
plain-destination = { $number }. { $place }.
# $why: the rules' reason.
plain-why = { $piece } cannot move: { $why }.
plain-why-free = { $piece } can move: type { $moves } { $piece } to hear where.
plain-not-next = { $piece } waits in hand: pieces of a bug are placed in their order.

## Questions, refusals and mistakes.
plain-ask-resign = Resign as { $side }?
plain-ask-draw = { $side } offers a draw. { $other }, do you accept?
plain-ask-replace = { $path } exists: replace it?
plain-ask = Are you sure?
plain-answer = Type { $yes } or { $no }.
plain-in-review = In review: { $next } and { $back } step, { $leave } returns to the game.
plain-not-in-review = Not in review: type review to step through the game.
plain-nothing-asked = Nothing was asked.
plain-needs-piece = { $command } needs a piece, such as { $command } wQ.
plain-needs-bug = { $command } needs a bug letter, such as { $command } A.
plain-needs-file = { $command } needs a file name; { $help } lists the commands.
# A command's letter typed as a capital (W); $typed: it, $letter: it in lower case,
# $command: the word of the command that letter is, $help: the help's word.
plain-capital = { $typed } is no command: a command's letter is lower case ({ $letter } is { $command }), and { $help } lists them all.

## The command words (one word each, lower case; the one-letter forms are fixed).
plain-cmd-last = last
plain-cmd-clock = clock
plain-cmd-board = board
plain-cmd-pieces = pieces
plain-cmd-around = around
plain-cmd-moves = moves
plain-cmd-why = why
plain-cmd-undo = undo
plain-cmd-redo = redo
plain-cmd-review = review
plain-cmd-next = next
plain-cmd-back = back
plain-cmd-leave = leave
plain-cmd-hint = hint
plain-cmd-draw = draw
plain-cmd-resign = resign
plain-cmd-save = save
plain-cmd-say = say
plain-cmd-quit = quit
plain-cmd-help = help
plain-cmd-yes = yes
plain-cmd-no = no

## help: a line a command.
plain-help-intro = Type a move in notation (wS1, bA1 -wQ, wB1 wQ) or a command (its word in any case, its letter in lower case):
# $command: its word, its letter and what it takes; $does: what it does.
plain-help-line = { $command }: { $does }
plain-help-file = NAME
# What follows `say` in the list of commands.
plain-help-text = TEXT
plain-help-last = the last move again.
plain-help-clock = both clocks.
plain-help-board = every piece with its neighbours, and the hands.
plain-help-pieces = where the pieces of a bug are, both sides'.
plain-help-around = what surrounds a piece, and its free sides.
plain-help-moves = where a piece can go.
plain-help-why = why a piece cannot move.
plain-help-undo = take back the last move.
plain-help-redo = play again a move taken back.
plain-help-review = step through the game.
plain-help-next = in review, one ply on.
plain-help-back = in review, one ply back.
plain-help-leave = leave review, back to the game.
plain-help-hint = the computer's suggestion.
plain-help-draw = offer a draw.
plain-help-resign = resign (asked first).
plain-help-save = save a copy of the game.
plain-help-say = say it at the table, to the others there (a game served over SSH).
plain-help-quit = leave; the game is kept and goes on next time.
plain-help-help = this list.
plain-help-yes = yes, to a question.
plain-help-no = no, to a question.
plain-help-sides = The six sides, clockwise: { $sides }.

# A game a player left (`hive serve --claim-after`).
plain-cmd-claim = claim
plain-help-claim = claim the win from an opponent who left an untimed game over SSH.
# A watcher's help in plain mode: the intro (no moves to type), and what say and quit do for them.
plain-help-intro-watcher = You are watching this game: type a command (its word in any case, its letter in lower case):
plain-help-say-watcher = say it to the other watchers; the players do not read it while the game runs.
plain-help-quit-watcher = stop watching; the game goes on without you.
