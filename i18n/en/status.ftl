### The game screen's status lines: whose turn (line 1) and the keys of the moment (the
### last line), with the questions asked there. The parts of a line are joined by " · ",
### and where the line is too narrow whole parts give way: keep each part short.
### $key, $next, $pick, $back, $forward are key names; $side is a side.

## Line 1: whose turn.
# $result: how the game ended (results.ftl), no full stop.
status-over = Game over. { $result }.
status-to-move = { $side } to move
status-turn = turn { $turn }
status-paused = clocks paused ({ $key } resumes)
status-pondering = computer pondering
# The opening rule the game is played under, while it matters (the first two plies).
status-opening-tournament = tournament opening
status-opening-rulebook = rulebook opening
status-repetition = repetition draws
status-must-place-queen = { $side } must place the { -queen } this turn
status-passes = { $side } has no legal move and passes
status-must-pass = { $side } has no legal move: Enter passes

## The last line: what the keys do now.
status-prompt-keys = Enter plays · Esc cancels
# The label before a file name being typed.
status-save-as = Save as:
status-save-keys = Enter saves · Ctrl-U clears · Esc cancels
status-choose = ↑↓ choose
status-plays-it = { $key } plays it
status-games = { $key } games
status-closes = { $key } closes
status-help = { $key } help
status-review-game = { $key } review the game
status-undo = { $key } undo
status-new-game = { $key } new game
status-quit = { $key } quit
status-drops-there = a number drops it there
status-throw-keys = { $next } to a cell or a ^ piece to throw, { $pick }
status-puts-back = { $key } puts back
status-drops-on-cell = a number drops it on that cell
status-cell-keys = { $next } next cell, { $pick } drops
status-arrows = arrows move
status-review = { $key } review
status-leave = { $key } leave
status-pick = { $key } pick
status-next-piece = { $key } next piece
# $letters: the bug letters of the game (QSBGA), typed to take that bug from the hand.
status-hand = { $letters } hand
status-plays-hint = { $key } plays the hint

## Questions (y answers yes, any other key no).
status-ask-quit-unsaved = Quit? The last moves are NOT saved.
status-ask-quit-unsaved-keys = y quits without them, any other key stays (s saves a copy).
status-ask-new-unsaved = New game? This one's last moves are NOT saved.
status-ask-new-unsaved-keys = y starts, any other key stays (s saves a copy).
# A finished game whose moves were taken back: its file is never rewritten.
status-ask-quit-ended = Quit? Its file keeps the game as it ended;
status-ask-quit-ended-lost = what you took back is not kept.
status-ask-quit-keys = y quits, any other key stays.
status-ask-quit = Quit this game?
status-ask-new = Start a new game?
# $clock: a time control (5+3).
status-ask-new-clock = Clock: { $clock } (c changes it).
status-ask-new-no-clock = Clock: none (c changes it).
status-ask-new-stays = This one stays in its file.
status-ask-new-keys = y starts, any other key stays.
# $path: a file name.
status-ask-exists = { $path } exists.
status-ask-replace = Replace it? y replaces, any other key keeps it.
status-ask-codes = New codes for the guests?
status-ask-codes-why = The lines shown stop working; whoever came in with them is sent out.
status-ask-codes-keys = y gives new ones, any other key keeps these.
status-ask-resign = Resign as { $side }?
status-ask-resign-keys = y resigns, any other key plays on.
status-ask-draw = { $side } offers a draw.
# Said to the side offered the draw.
status-ask-draw-keys = { $side }: y accepts, n declines.

## Review's line.
# $typed: the ply number being typed, in brackets after a space (" [12]"), or nothing.
status-review-ply = REVIEW ply { $ply }/{ $total }{ $typed }
status-repetition-at = 3rd repetition at ply { $ply }
status-stops-autoplay = { $key } stops auto-play
status-back-to-game = { $key } back to the game
status-play-on = { $key } play on
status-step = { $back } { $forward } step
status-go = 0-9 { $key } go
status-auto = { $key } auto
