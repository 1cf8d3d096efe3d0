### The board's own words: an empty board, what lies beyond its edges, the invitations
### over it, and a terminal too small for it.

board-empty = the board is empty
# At an edge of the board: pieces (and cells a picked piece may go to) out of view.
board-off-pieces = { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}
board-off-cells = { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
}
board-off-both = { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}, { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
}
board-invite = Invite
board-invite-again = ? shows them again
# Each line short, centred on its own. $least and $size: columns×rows.
board-too-small = hive needs a terminal of at least { $least };
    this one is { $size }.
    Make the window larger.
    q or Ctrl-C quits.
