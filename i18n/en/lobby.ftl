### The lobby of `hive serve --lobby`: a member's games, a new game, its invitations.

lobby-title = hive · lobby · { $name }
lobby-keys-list = ↑↓ choose · Enter play · i invites · n new game · x close game · q leave
lobby-keys-new = ↑↓ choose · ←→ change · w/b your color · c clock · Enter create · Esc back
lobby-keys-invites = Enter play your seat · r new codes · x close game · Esc back
lobby-keys-close = y close it · n keep it
lobby-keys-renew = y new codes · n keep these

lobby-no-clock = no clock
# The seat of a member who only watches.
lobby-watching = watching
lobby-to-move = { $side } to move
lobby-over = over
# $count: the games the server holds now, anyone's (not the member's alone); $max: the most it holds.
lobby-your-games = Your games (all games on this server: { $count }, at most { $max })
lobby-none-yet = None yet: n makes one, and gives you the line to invite a friend.
lobby-opponent-here = opponent here
lobby-opponent-away = opponent away
lobby-you-are-in = you are in it
# A game's row: the member's side.
lobby-you = you: { $side }
lobby-you-play = you play { $side }
lobby-plies = { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}

lobby-new-game = A new game
lobby-field-type = Game type:
lobby-field-side = You play:
lobby-field-clock = Clock:
lobby-tournament-opening = Tournament opening (no Queen on the first move); every move is saved.
lobby-clock-per-move = The server keeps the time: each move has its own time, not carried over.
lobby-clock-game = The server keeps the time: it starts when both players are here, nobody can pause it, and a side whose time runs out loses.
lobby-clock-none = No clock: take all the time you like.

lobby-close-question = Close this game?
lobby-close-what = Its codes stop working, and everyone in it is sent out. Its save stays in the games folder: `hive play` goes on with it.
lobby-renew-question = New codes for this game?
lobby-renew-what = The lines given so far stop working, and whoever came in with them is sent out; the new lines let them in again. Your own seat is kept.
lobby-pass-these-on = Pass these lines on; each is a secret:
lobby-invite-watch = to watch:
lobby-invite-plays = { $side } plays:

lobby-not-made = No game made: { $why }.
lobby-gone = That game is no longer served.
lobby-not-yours = Only the member who made this game may close it or give it new codes.
lobby-close-in-play = A game under way between members is not closed: it ends as games do (a win, a resignation, a draw). Close it once it is over.
lobby-not-seated = Not seated: { $why }.
lobby-closed = Closed; its codes no longer work. Its save: { $save }.
lobby-renewed = New codes: the old lines no longer work.
lobby-not-renewed = No new codes: { $why }.
