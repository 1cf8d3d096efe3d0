### The games screen (O): the saved games, searched and opened; and the opening
### explorer's messages. Key names (Enter, Esc, Ctrl-R, PgUp, Backspace, Ctrl-U) and
### command lines (hive play …) are the same in every language.

games-title = Your games
games-title-count = Your games: { $total }
games-title-found = Your games: { $found } of { $total } found
games-footer = ↑↓ PgUp PgDn choose · Enter opens · Ctrl-R replays · Esc back
games-search = Search:{ " " }
games-searching = searching…
games-search-hint = type: players, event, result, date
# The column headers.
games-head-white = White
games-head-black = Black
games-head-result = Result
games-head-date = Date
games-head-game = Game
games-head-plies = Plies
# A row's plies with moves taken back: "10 of 11".
games-plies-of = { $plies } of { $total }
# After a game's plies: where it branched off the game it came from; then the same, short.
games-branch = , branch at { $ply }
games-branch-short = , br. { $ply }
games-newest = The newest { $shown } of { $found } shown: type to narrow the search.
games-enter = Enter: an unfinished game goes on, a finished one is replayed.
games-reading = Reading your saved games…
games-none-yet = No saved games yet: every game you play is saved here.
games-no-match = No saved game matches: Backspace or Ctrl-U widens the search.
games-none-chosen = No game chosen: the list is empty.
games-on-screen = That is the game on screen.
games-opening = Opening…
games-shared = The games screen opens this computer's saved games: not in a shared game (quit it first).

## The opening explorer (o)

games-explorer-shared = The opening explorer reads this computer's saved games: not in a shared game.
# $file: a file name.
games-explorer-file = hive play { $file } opens it; hive replay to step through it.
games-explorer-no-file = That game has no file of its own.
games-explorer-nothing = No saved game went on from here: nothing to follow.
games-explorer-computer = It is the computer's move: it plays its own.

## Opening a game chosen. $why: what went wrong, from the system; $name: a file name.

games-unsaved = This game's last moves are not saved ({ $why }): not leaving it (Esc, then s saves a copy).
games-not-ours = { $name } is not a save of ours: Ctrl-R replays it.
# $pid: the process number of the other hive.
games-held = { $name } is open in another hive (process { $pid }): not opened here. Ctrl-R replays it, read only.
games-no-folder = there is no games folder (no data directory)
games-index-failed = The games index could not be written ({ $why }); the files were read.
