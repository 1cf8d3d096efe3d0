### Answers to questions, saving a copy, a shared game's news and refusals, and the
### messages on opening a game. $side, $by and $who name a side: "White" or "White (Ann)",
### with its grammatical forms ($side_gen, …; es $side_def).

dialogs-draw-declined = { $side } declines the draw. Play on.
# A copy's name is taken: the player said not to replace it.
dialogs-not-replaced = Not replaced: change the name, or Esc to keep no copy.
dialogs-carry-on = Carry on.
# s: where a name typed saves the copy ($folder: a path).
dialogs-save-into = A name saves a copy into { $folder }; a path (~ is your home) saves it there.
dialogs-save-here = A name saves a copy into the current folder; a path (~ is your home) saves it there.
dialogs-saved = Saved { $count ->
    [one] { $count } ply
   *[other] { $count } plies
} to { $path }.

## A shared game (served to a friend: hive play --invite)

dialogs-shared-no-undo = Moves can't be taken back in a shared game: review ({ $key }) looks back.
dialogs-shared-no-redo = Nothing to redo: moves aren't taken back in a shared game. Review ({ $key }) steps through them.
dialogs-shared-no-new = A shared game can't start another: quit (q) to leave it.
dialogs-shared-no-save = The shared game is saved as it is played, by its host.
dialogs-shared-no-hints = No hints from the computer in a game between people.
dialogs-served-no-hints = The server's computer is your opponent here: it gives no hints.
dialogs-shared-no-pause = A shared game's clocks can't be paused: a pause by one player is not fair to the other.
dialogs-shared-over = The game is over.
dialogs-shared-watching = You are watching: only the players move.
dialogs-shared-wait = It is { $side }'s turn: wait for their move.
dialogs-shared-no-codes = Invite codes are for a game served to a friend: hive play --invite.
dialogs-shared-host-codes = Only the host hands out invite codes.
dialogs-shared-new-codes = New codes: the old lines no longer work, and whoever came in with them is sent out.
# $why: what went wrong, in English (from the server).
dialogs-shared-codes-failed = No new codes: { $why }.
# Why no new codes: this screen has no room to renew them in.
dialogs-shared-no-renew = this screen hands out no codes
dialogs-shared-draw-offered = { $side } offers a draw.
dialogs-shared-here = { $side } is here.
dialogs-shared-left = { $side } left; the game waits for them to come back.
dialogs-shared-left-clock = { $side } left; the clock runs on.
# While the player looks back in review, the other side moved.
dialogs-shared-moved = { $side } moved: Esc goes back to the game.
dialogs-shared-seat = A shared game: you play { $side }. { $to_move } to move.
# A shared game joined (or joined again) after it ended: over, not whose move it was.
dialogs-shared-seat-over = A shared game: you play { $side }. The game is over.
dialogs-shared-watcher = A shared game: you are watching.

## A game opened from its file

dialogs-opened-over-ending = A finished game of { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}: r reviews it, u withdraws the ending.
dialogs-opened-over = A finished game of { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}: r reviews it, u takes back a move.
dialogs-opened = Continuing a game of { $count ->
    [one] { $count } ply
   *[other] { $count } plies
}. { $side } to move.

## Saving: the autosave and a copy (s). $why: what went wrong, from the system.

dialogs-not-autosaving = Not autosaving: { $why }
dialogs-no-games-folder = there is no games folder
dialogs-autosave-failed = Autosave failed: { $why }
# The game left the file it was opened from at ply $ply: its moves go to the new file $name.
dialogs-save-branched = A new line from ply { $ply }: saved as a new game ({ $name }); { $parent } keeps its moves.
dialogs-save-changed = { $parent } was changed outside this game or is open in another hive: not overwriting it; this game now saves to { $name }.
dialogs-copy-cannot-make = cannot make { $path }: { $why }
dialogs-copy-no-folder = there is no folder { $folder }; make it first
dialogs-copy-own = { $path } is this game's own file, saved already
dialogs-copy-not-file = { $path } is not a regular file; not replacing it
# $pid: a process number; $since: when it opened the file.
dialogs-copy-held = { $path } is open in another hive (process { $pid }, since { $since })

dialogs-language-not-kept = The language could not be kept for your next games ({ $why }).
# Said on the board once F2 changed the language; $name: the language's own name.
dialogs-language-now = The game's language: { $name }.

# A game a player left (`hive serve --claim-after`).
dialogs-shared-left-claim = { $side } left; if they are not back within { $minutes ->
    [one] { $minutes } minute
   *[other] { $minutes } minutes
}, you may claim the win: { $key }.
dialogs-claim-local = There is no one to claim the win from: a claim is for a game served over SSH that the other player left.
