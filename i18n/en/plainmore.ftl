### Plain mode's lessons, its answers about pieces in hand, a piece's grammatical gender,
### and why typed text is not a move (notation's reasons, for the board's prompt too).

## The lessons in plain mode (hive learn --plain). The command words are one word each,
## lower case; $lessons, $board, $task, $leave, $quit: a command's word.
plain-cmd-lessons = lessons
plain-cmd-task = task
plain-help-lessons = the lessons; in their list, a lesson's number starts it.
plain-help-task = the lesson and its task again.
plain-learn-menu = The lessons, { $count } of them: type a lesson's number to start it ({ $puzzles } opens the puzzles), { $leave } to close the list, { $quit } to quit.
plain-learn-row = { $number }. { $title }.
plain-learn-row-done = { $number }. { $title }: done.
plain-learn-none = No lesson is under way: { $lessons } lists them.
# $title: the lesson's title.
plain-learn-title = Lesson: { $title }.
# $title: the puzzle's title (its kind and length).
plain-puzzle-title = Puzzle: { $title }.
# $task: the task's sentence.
plain-learn-task = Task { $number } of { $count }: { $task }
plain-learn-done = Well done: “{ $title }” is done. { $lessons } lists the lessons.
# $next: the next task (plain-learn-task).
plain-learn-met = Well done! { $next }
plain-learn-begin = Type moves as in a game; { $board } tells the pieces, { $task } says the task again, { $lessons } lists the lessons.
plain-learn-not-here = Not during a lesson or a puzzle: { $lessons } lists the lessons, { $quit } leaves.
plain-learn-already-done = This lesson is done: { $lessons } lists the next ones.
plain-learn-no-such = There is no lesson { $number }: they are numbered 1 to { $count }.
plain-learn-in-menu = In the list of lessons: type a number from 1 to { $count }, { $leave } to close the list, or { $quit }.

## why, for a piece in hand.
# $why: the rules' reason.
plain-why-unplaceable = { $piece } is in hand and cannot be placed now: { $why }.
plain-why-placeable = { $piece } is in hand and can be placed: type { $moves } { $piece } to hear where.

# A bug's grammatical gender, for words that agree with it (plain-alone): $bug is queen,
# spider, beetle, grasshopper, ant, mosquito, ladybug or pillbug; the answer is m, f or n.
plain-gender = { $bug ->
   *[other] n
}

## Why typed text is not a move (after "not a move: "). $text: what was typed. The
## English is the notation reader's own wording (UHP's), backquotes and all.
notation-empty = empty move: expected a MoveString such as `wA1 -bG1`, or `pass`
notation-too-many-parts = `{ $text }`: a MoveString is a piece, then at most one reference such as `-bG1`
notation-two-marks = `{ $text }`: a reference takes one direction mark (- / \), before or after the piece, not both
notation-not-a-piece = `{ $text }` is not a piece name: expected a colour `w` or `b`, a bug letter (QSBGAMLP) and a number for multi-count bugs, like `wQ` or `bA2`
notation-no-such-number = `{ $text }`: there is no { $bug } number { $number } (each side has { $count })
# $short: the name without its number.
notation-unique = `{ $text }`: the { $bug } is unique and takes no number (write `{ $short }`)
notation-which = `{ $text }`: which { $bug }? Give its number, 1 to { $count }
notation-no-reference = `{ $piece }` needs a reference piece (only the first move of a game stands alone)
notation-reference-not-placed = the reference `{ $piece }` is not on the board
# $game: the game type (Base+MLP).
notation-reference-not-in-game = the reference `{ $piece }` is not in { $game }
# $climb: how the move onto the stack is written.
notation-side-occupied = `{ $text }` points beside `{ $piece }` at an occupied cell; a move onto a stack names the piece on top, like `{ $climb }`

## The lobby in plain mode (a member whose terminal is dumb). The command words are one
## word each, lower case; $list, $new, $play, $help: a command's word.
plain-lobby-cmd-list = list
plain-lobby-cmd-new = new
plain-lobby-cmd-play = play
plain-lobby-cmd-invites = invites
plain-lobby-cmd-close = close
plain-lobby-cmd-renew = renew
# $name: the member's name (their key's comment).
plain-lobby-welcome = The lobby of { $name }: { $list } lists your games, { $new } makes one, { $help } lists the commands.
# $count: the games the server holds now, anyone's (not the member's alone); $max: the most it holds.
plain-lobby-games = Your games (all games on this server: { $count }, at most { $max }):
plain-lobby-none = None yet: { $new } makes one and gives you the lines to invite a friend.
# A game: $game its type, $clock its clock, $you the member's side (lobby-you-play),
# $plies (lobby-plies), $state whose turn (lobby-to-move or lobby-over), $here who is in it.
plain-lobby-row = { $number }. { $game }, { $clock }: { $you }, { $plies }, { $state }, { $here }.
# A game of a tournament in the plain list: plain-lobby-row with the tournament's $name and $round.
plain-lobby-row-tour = { $number }. { $game }, { $clock }, tournament “{ $name }”, round { $round }: { $you }, { $plies }, { $state }, { $here }.
plain-lobby-made = Game { $number } made: { $play } { $number } sits you at it.
plain-lobby-invites = Game { $number }: pass these lines on; each is a secret.
plain-lobby-no-game = There is no game { $number }: { $list } lists yours.
plain-lobby-needs-number = { $command } needs a game's number, such as { $command } 1.
plain-lobby-unknown = { $text } is not a lobby command: { $help } lists them.
plain-lobby-kept = Kept as it was.
# The answer no to leaving the lobby.
plain-lobby-stay = You stay in the lobby.
plain-lobby-new-wrong = { $text } is not a game type (Base, Base+MLP), a colour (white, black) nor a clock (5+3, none).
plain-lobby-back = Back in the lobby: { $list } lists your games.
plain-lobby-help-intro = The lobby's commands (N: a game's number, as list gives it):
plain-lobby-help-list = your games, numbered.
plain-lobby-help-new = a new game; it may take a game type, your colour and a clock, such as new Base+M black 5+3 (or none).
plain-lobby-help-play = play your seat of game N.
plain-lobby-help-invites = the lines that invite to game N.
plain-lobby-help-close = close game N (asked first).
plain-lobby-help-renew = new codes for game N (asked first).
plain-lobby-help-help = this list.
plain-lobby-help-quit = leave the lobby (asked first).
# The board lobby's key that goes on in plain mode (a no-break space after p keeps
# the key with its words).
plain-lobby-key = p plain mode (lines of text, for screen readers)
plain-lobby-chosen = Plain mode: the lobby in lines of text.

# A puzzle in plain mode: how it goes, and its end.
plain-puzzle-begin = Type moves as in a game; { $board } tells the pieces, { $task } says the task again, { $next } skips to the next puzzle (a miss).
plain-puzzle-done = Solved: “{ $title }”. { $next } gives the next puzzle, { $quit } leaves.
