### Why a move or a piece is refused: the rules' reasons (no full stop at the end; the
### screen adds it). $piece, $by, $expected, $first and $second are pieces in notation
### (wA1), the same in every language.

illegal-game-over = the game is over
illegal-cannot-pass = { $side } cannot pass: there are legal moves
illegal-not-in-game = { $piece } is not in { $game_type }
illegal-not-your-piece = { $piece } is { $owner }'s piece, and it is { $mover }'s turn
illegal-out-of-order = { $piece } must wait: { $expected } enters play first
illegal-queen-first-turn = the { -queen } cannot be placed on the first turn
illegal-must-place-queen = { $side } must place the { -queen } this turn (fourth turn)
illegal-queen-not-placed = { $side } must place the { -queen } before moving pieces
illegal-place-on-occupied = pieces are placed on empty cells only
illegal-first-apart = Black's first piece must touch White's
illegal-not-touching-own = a new piece must touch a stack of its own colour
illegal-touches-opponent = a new piece may not touch the opponent's pieces
illegal-covered = { $by } is on top of it
illegal-thrown-must-rest = it was just thrown by a { -pillbug } and must rest a turn
illegal-moved-last-turn = it moved last turn, so it cannot be thrown now
illegal-would-break-hive = it is pinned: moving it would split the hive
illegal-no-room = every gap around it is too narrow to slide through (freedom to move) or leads away from the hive
illegal-unreachable = it cannot reach that cell: { $why }
illegal-throw-blocked = your { -pillbug } cannot lift it: stacks too high stand either side of the way (freedom to move)
illegal-stacked-thrown = { $piece } is in a stack and cannot be thrown
illegal-copies-nothing = { $piece } touches no bug but a { -mosquito }, so it has no move to copy
illegal-nowhere-to-place = { $side } has no empty cell that touches its pieces and none of the opponent's

## What stops a piece free to move from reaching one cell (after "it cannot reach that
## cell:").
route-same-cell = it is already there
route-occupied = { $bug_indef } ends its move on an empty cell
route-one-cell = { $bug_indef } moves one cell at a time
route-gate = the gap between { $first } and { $second } is too narrow to slide through (freedom to move)
route-high-gate = { $first } and { $second } stand too high on both sides of that step (freedom to move)
route-loses-touch = it would lose touch with the hive on the way; pieces slide along the hive
route-detached = that cell touches no other piece
route-not-in-line = a { -grasshopper } jumps in a straight line
route-nothing-to-jump = a { -grasshopper } must jump over at least one piece
route-past-the-gap = a { -grasshopper } lands on the first empty cell of its line
route-not-three-cells = a { -spider } moves exactly three cells around the hive, never back
route-shut-in = no way into that cell is wide enough to slide through (freedom to move)
route-ladybug-path = a { -ladybug } moves two cells on top of the hive, then one down
route-copies = none of the bugs it copies ({ $bugs }) moves there
route-throw-only = it can only be thrown now, onto an empty cell next to the { -pillbug }
route-throw-gate = the { -pillbug } cannot set it down there: the stacks either side are too high (freedom to move)
route-blocked = the way there is blocked

## A move typed in notation that cannot be played.
move-not-a-move = not a move: { $text }
move-illegal = { $text } is illegal: { $reason }
