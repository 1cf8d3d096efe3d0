### The lessons (`hive learn`): the menu, the lesson box above the board, each lesson's
### title, sentences and tasks, and why a legal move misses a task.

## The key that opens the lessons (help's keys page) and the line a new game adds.
learn-key-lessons = lessons: short positions that teach the rules
learn-welcome = F3 opens the lessons.

## The keys of the lessons menu (help lists them).
learn-keys-section = Lessons
learn-key-above = the lesson above
learn-key-below = the lesson below
learn-key-first = the first lesson
learn-key-last = the last lesson
learn-key-start = start the lesson chosen
learn-key-close = close the lessons (hive learn: quit)

learn-begin = Do the task above with the game's usual keys. F3 goes back to the lessons.
learn-not-in-lesson = Not during a lesson: F3 goes back to the lessons.
# The host of `hive play --invite`, at its own terminal.
learn-not-shared = The lessons are not for a shared game: open them with hive learn.
# The same, to a guest over SSH, who has no `hive learn` to type.
learn-not-shared-guest = The lessons are not for a shared game: a club's members open them in its lobby (L).
learn-already-done = This lesson is done. F3 opens the lessons for the next one.
learn-task-done = Well done! Now the next task.
# $title: the lesson's title.
learn-lesson-done = Well done: “{ $title }” is done! F3 opens the next lesson.
learn-progress-not-kept = The lessons done could not be kept: { $why }

## The box above the board: "Lesson 3/21: Title", the task of the moment, its keys.
learn-box-title = Lesson { $number }/{ $count }: { $title }
learn-box-task = Task { $number }/{ $count }: { $task }
learn-box-done = Lesson done! F3: the next one.
learn-box-keys = F3 lessons · ? help
# The status line's hint in a lesson: $key opens the lessons.
learn-status-lessons = { $key } lessons

## The menu of lessons, and `hive learn --list`.
learn-menu-title = Lessons
learn-menu-keys = ↑↓ choose · Enter start · Esc leave
learn-list-done = { $number }. [x] { $title }
learn-list-not-done = { $number }. [ ] { $title }

## Why a legal move misses a task. $count: the free sides left to the other Queen
## (not-won), the neighbours holding the player's Queen in (queen-stuck).
learn-miss-other-piece = Legal, but that is not the piece the task asks for.
learn-miss-other-cell = Legal, but the piece does not end where the task says.
learn-miss-not-climb = Legal, but the piece ends on the ground: the task is to end on top of the hive.
learn-miss-not-throw = Legal, but that is no throw of the piece the task names: pick it up and drop it on a cell marked ^.
learn-miss-queen-stuck = { $count ->
    [one] Legal, but your { -queen } still cannot move: { $count } neighbour holds her in.
   *[other] Legal, but your { -queen } still cannot move: { $count } neighbours hold her in.
}
learn-miss-not-won = { $count ->
    [one] Legal, but the black { -queen } still has { $count } free side.
   *[other] Legal, but the black { -queen } still has { $count } free sides.
}
learn-miss-not-drawn = Legal, but the game goes on: the task is the move that ends it in a draw.

## The lessons.
learn-placing-title = Placing pieces
learn-placing-text = Each turn you place a new piece from your hand or move one on the board. Press a bug's letter to take it, then Enter on a lit cell (or its number). The { -queen } may not come first.
    .plain = Each turn you place a new piece from your hand or move one on the board: type the move, such as wS1. The { -queen } may not come first.
learn-placing-task-1 = Place your { -spider } (S).
learn-placing-task-2 = Place your { -grasshopper } (G).

learn-touching-title = Touching only your own
learn-touching-text = After the first two pieces, a new piece must touch your own pieces and none of your opponent's. The lit cells show where it may go.
    .plain = After the first two pieces, a new piece must touch your own pieces and none of your opponent's. { $moves } and a piece, such as { $moves } wA1, says where it may go.
learn-touching-task-1 = Place your { -ant } (A).
learn-touching-task-2 = Place your { -queen } (Q).

learn-queen-fourth-title = The Queen by the fourth turn
learn-queen-fourth-text = Your { -queen } must be on the board by your fourth turn, and none of your pieces may move before she is. This is White's fourth turn.
learn-queen-fourth-task-1 = Place your { -queen }: nothing else may come now.

learn-one-hive-title = One hive
learn-one-hive-text = The pieces must always stay in one group. A piece whose lifting would split the hive, even for a moment, cannot move.
learn-one-hive-task-1 = Your { -queen } and { -spider } hold the hive together: move your { -ant }.

learn-gate-title = Freedom to move
learn-gate-text = A piece slides around the hive, and cannot squeeze through a gap between two pieces that touch each other. That is how your { -queen } is shut in here.
learn-gate-task-1 = Move a piece so that your { -queen } can slide out.
learn-gate-task-2 = Now move your { -queen }.

learn-queen-title = The Queen
learn-queen-text = The { -queen } moves one cell a turn, sliding around the hive. Keep her free: a surrounded { -queen } loses the game.
learn-queen-task-1 = Move your { -queen } one cell.
learn-queen-task-2 = Move her one cell again.

learn-beetle-climb-title = The Beetle climbs
learn-beetle-climb-text = The { -beetle } moves one cell at a time, but it may also climb on top of the hive, walk along it and climb down again.
learn-beetle-climb-task-1 = Climb onto your { -queen } with your { -beetle }.
learn-beetle-climb-task-2 = Walk along the top of the hive: stay up.

learn-beetle-block-title = The Beetle on top
learn-beetle-block-text = A piece under a { -beetle } cannot move, and for placing, the stack has the { -beetle }'s colour. A { -beetle } on the other { -queen } keeps her still.
learn-beetle-block-task-1 = Move your { -beetle } next to the black { -queen }.
learn-beetle-block-task-2 = Climb onto the black { -queen }.

learn-grasshopper-title = The Grasshopper
learn-grasshopper-text = The { -grasshopper } jumps in a straight line over at least one piece and lands on the first empty cell. Gaps do not stop it.
learn-grasshopper-task-1 = Jump over the whole line.
learn-grasshopper-task-2 = Jump back to the other end.

learn-spider-title = The Spider
learn-spider-text = The { -spider } slides exactly three cells around the hive, never turning back. Not two, not four: three.
learn-spider-task-1 = Move your { -spider }.
learn-spider-task-2 = Move it once more.

learn-ant-title = The Ant
learn-ant-text = The { -ant } slides around the hive as far as it likes, to any cell it can reach without squeezing through a gap.
learn-ant-task-1 = Move your { -ant } next to the black { -ant }.
learn-ant-task-2 = Now move it next to the black { -spider }.

learn-mosquito-title = The Mosquito
learn-mosquito-text = The { -mosquito } moves as any bug it touches: beside a { -grasshopper } it jumps, beside an { -ant } it runs around the hive.
learn-mosquito-task-1 = Your { -mosquito } touches only the { -grasshopper }: jump.
learn-mosquito-task-2 = Now it touches an { -ant }: move it next to your { -grasshopper }.

learn-mosquito-top-title = The Mosquito on top
learn-mosquito-top-text = Beside a { -beetle }, a { -mosquito } may climb; on top of the hive it moves as a { -beetle } until it comes down. Beside only another { -mosquito } it cannot move.
learn-mosquito-top-task-1 = Climb onto your { -beetle } with your { -mosquito }.
learn-mosquito-top-task-2 = Move it along the top of the hive.

learn-ladybug-title = The Ladybug
learn-ladybug-text = The { -ladybug } moves exactly three cells: two on top of the hive, then one down into an empty cell.
learn-ladybug-task-1 = Move your { -ladybug } next to the black { -spider }.

learn-pillbug-title = The Pillbug's throw
learn-pillbug-text = Instead of moving, the { -pillbug } may lift a piece beside it, of either colour, over itself onto an empty cell beside it. Pick that piece up: its cells are marked ^.
learn-pillbug-task-1 = Throw the black { -queen } with your { -pillbug }.

learn-pillbug-limits-title = What the Pillbug may not throw
learn-pillbug-limits-text = The { -pillbug } may not throw a piece that moved last turn, a piece in a stack, a piece whose lifting would split the hive, or through a gap too narrow.
learn-pillbug-limits-task-1 = The black { -beetle } has just moved: throw the black { -ant }.

learn-stunned-title = The stunned piece
learn-stunned-text = A piece the { -pillbug } has just thrown may not move, nor be thrown, on the next turn. Black's { -pillbug } has just thrown your { -ant }.
learn-stunned-task-1 = Try your { -ant }, then play any other move.

learn-surround-title = Surrounding the Queen
learn-surround-text = A { -queen } surrounded on all six sides, by pieces of either colour, loses the game. The black { -queen } has one free side left.
learn-surround-task-1 = Find the move that wins.

learn-both-queens-title = Both Queens at once
learn-both-queens-text = When one move surrounds both Queens, the game is a draw. Here the two Queens share their last free cell.
learn-both-queens-task-1 = Fill the cell that surrounds both Queens.

learn-passing-title = Passing
learn-passing-text = With no legal move, you must pass, and only then. Black can neither place nor move anything here.
learn-passing-task-1 = Pass for Black: press Enter.
    .plain = Pass for Black: type pass.

learn-repetition-title = Draws
learn-repetition-text = A game is drawn when the same position comes for the third time. Players may also agree to a draw: D offers one in a game.
    .plain = A game is drawn when the same position comes for the third time. Players may also agree to a draw: { $draw } offers one in a game.
learn-repetition-task-1 = Move your { -ant } back, so that the position comes a third time.
    .plain = Move your { -ant } back where it stood before its last move, beside your { -queen } on her west side, so that the position comes a third time.

## The lobby of a server (`hive serve`): its key, and the plain lobby's command.
learn-lobby-key = L lessons and puzzles
learn-plain-cmd = learn
learn-plain-help = the lessons, then the puzzles (the menu's last row).
