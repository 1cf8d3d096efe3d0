### The game screen's messages about play: picking, placing and moving pieces, undo and
### redo, passing, the computer's turn and hints, the clocks, draws and the game's end.
### $piece and $notation are notation (wA1, wA1 -bG1), the same in every language; $key,
### $pick, $play, $new and $review are key names; $side is a side (see lang::rules::set_side).

moves-centred = View centred on the hive.
moves-put-back = Put back.
moves-over = The game is over.
moves-over-already = The game is over already.
moves-over-keys = The game is over: u undoes, N starts a new game, q quits.
# $clock: a time control as written on the command line (5+3).
moves-new-game-clock = New game on a { $clock } clock. White begins.
moves-new-game = New game. White begins.
moves-computers-turn = The computer is to move; u takes back your last move.
moves-zoom-large = Large hexes (z again: sized to fit).
moves-zoom-compact = Compact hexes (z again: sized to fit).
moves-zoom-fit = Hexes sized to fit the board.
# $why: a refusal (see refusals.ftl), no full stop.
moves-cannot-go = { $piece } cannot go there: { $why }.
moves-cannot-go-plain = { $piece } cannot go there.
moves-nothing-here = Nothing here. Take a bug from your hand or move to a piece.
# The reason when the rules give none.
moves-no-move = it has no move
moves-cannot-move = { $piece } cannot move: { $why }.
# One piece of a bug that stays, and why (joined by "; " in moves-no-other).
moves-stuck = { $piece }, { $why }
moves-no-other = No other { $bug } can move: { $why }.
moves-pick-first = Pick a piece first: the numbers then mark where it can go.
moves-no-cell = No cell is marked { $number }.
moves-cell-typed = Cell { $number }…: a second digit, or Enter for { $number }.
moves-cell-let-go = Cell { $number }… let go: Enter acts on the cursor; a number drops { $piece } on that cell.
moves-not-in-game = The { $bug } is not in this game ({ $game_type }).
moves-none-in-hand = { $side } has no { $bug } left in hand.
moves-no-room = there is no room
moves-cannot-place = { $piece } cannot be placed: { $why }.
# $summary: how the bug moves (one sentence of bugs.ftl).
moves-placing = Placing { $piece }: a number drops it on that cell (or Tab, Enter). { $summary }
moves-must-pass = { $side } has no legal move: press Enter to pass.
moves-none-movable = No piece on the board can move; place one from your hand.
moves-can-move = { $piece } can move: Enter picks it up.
moves-can-be-thrown = { $piece } can be thrown by your { -pillbug }: Enter picks it up.
moves-paused = The clocks are paused: { $key } resumes, then move.
moves-lost-on-time = { $side } lost on time: the game is over.
moves-thrown-move = { $notation } (thrown)
moves-line-kept = The line left is kept in this game: r then v shows it.
moves-illegal = { $notation } is illegal: { $why }.
# After a move: $notation is the move (after what the computer said, if anything).
moves-played = { $notation }. { $side } to move.
moves-played-over = { $notation }. { $result }.
moves-played-pass = { $notation }. { $side } has no legal move: press Enter to pass.
moves-lost-stays-lost = A game lost on time stays lost: N starts a new game, r reviews it.
moves-ending-withdrawn = The game goes on: the ending is withdrawn ({ $key } restores it).
moves-ending-withdrawn-file = The game goes on: the ending is withdrawn ({ $key } restores it). Its file keeps the ending; a move saves a new game.
moves-nothing-to-undo-yet = Nothing to undo: you have not moved yet.
moves-nothing-to-undo = Nothing to undo.
# $moves: the moves taken back, as a list ("wA1 -bG1 and bQ wA1/").
moves-took-back = Took back { $moves } (U redoes).
moves-ending-restored = { $result }. u takes it back.
moves-nothing-to-redo = Nothing to redo.
# $moves: the moves redone before the last, $message: what the last move said.
moves-redid = Redid { $moves }, then { $message }
moves-resigned = { $result }. u takes it back, N starts a new game.
moves-draw-offered = Draw offered: waiting for the answer.
moves-watching-no-draw = You are watching: only the players offer draws.
moves-watching-no-resign = You are watching: only the players resign.
moves-draw-too-early = { $side } declines the draw: too early to judge ({ $plies } of { $needed } plies played). Play on.
moves-draw-weighing-still = { $side } is still weighing your offer…
moves-draw-weighing = { $side } weighs your draw offer…
moves-draw-declined = { $side } declines the draw: it thinks it stands better. Play on.
moves-draw-accepted = { $side } accepts the draw.
moves-not-your-hand = That is { $side }'s hand; { $side } is not to move.
moves-stack-here = Stack here: { $stack }.

## Picking up a piece.
moves-pick-throwable = { $piece } can be thrown by your { -pillbug }: choose where it lands.
moves-picked = { $piece } picked up. { $summary }
# $bugs: the bugs a Mosquito copies, a comma between them.
moves-picked-mosquito = { $piece } picked up. { -mosquito } copying: { $bugs }.
moves-pick-throw-mark = ^: a { -pillbug } throw.
# $pieces: the pieces it can throw, in notation.
moves-pick-throws = Throws (^): { $pieces }; Tab to one, Enter to throw it.

## The computer and hints.
moves-thinking = { $side } is thinking…
moves-hint-over = The game is over: there is no move to hint.
moves-hint-still = Still looking for a good move…
moves-hint-not-now = The computer is thinking: ask for a hint on your turn.
moves-hint-looking = Looking for a good move…
moves-hint-over-play = The game is over: there is no hint to play.
moves-hint-still-key = Still looking for a good move; { $key } plays it once it is marked.
moves-hint-none = No hint on the board to play: { $key } asks for one.
moves-ponder-on = Pondering on: the computer thinks on your time too (t turns it off).
moves-ponder-on-later = Pondering on: it takes effect in a game against the computer.
moves-ponder-off = Pondering off: the computer thinks only on its own time.
moves-ponder-your-turn = It is your turn: the computer only ponders (n hurries its own move).
moves-not-thinking = n hurries the computer while it thinks; it is not thinking now.
moves-no-answer = The engine stopped without an answer.
moves-hint-pass = Hint: pass, the only legal move ({ $pick } or { $play } passes).
moves-hint = Hint: { $notation } (marked on the board; { $key } plays it).
# $line: the moves the engine expects after it, a comma between them.
moves-hint-line = Hint: { $notation } (marked on the board; { $key } plays it); the engine expects { $line }.

## The clocks.
moves-ran-out = { $side } ran out of time: { $winner } wins on time. { $key } reviews it.
moves-time-out = { $result }. { $new } starts a new game, { $review } reviews it.
moves-clocks-stand = The game is over: its clocks stand.
moves-no-clock = This game has no clock (hive play --clock 5+3 starts one with a clock).
moves-clocks-paused = Clocks paused: no time runs and no move is played. { $key } resumes.
moves-clocks-running = Clocks running: { $side } to move.
