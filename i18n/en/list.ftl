### `hive games`: the table of saved games, its footer and its notes.

list-white = White
list-black = Black
list-result = Result
list-date = Date
list-game = Game
list-plies = Plies
list-name = Name
# After a branch's short name: the game it left and after how many plies.
list-branch = branch of { $game } at ply { $ply }
# Plies played, and with those taken back (kept for redo).
list-taken-back = { $plies } of { $all }
list-count = { $shown } of { $total } games
list-footer-long = { $count }: --all lists all; --player, --since, --result, words narrow them
list-footer-medium = { $count }: --all lists all; --player, --result, words narrow
list-footer-short = { $count }; --all lists all
list-no-match = No saved game matches.
list-none = No saved games in { $dir }.
list-changed = Saves changed behind the index's back; listed again:
list-rebuilding = note: the games index in { $dir } is damaged; rebuilding it from the saved games
list-index-unwritable = note: the games index could not be written ({ $why }); the files were read instead
list-skipped = skipped: { $why }
