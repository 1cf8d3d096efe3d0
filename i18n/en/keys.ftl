### The keys help page: each section's title, then what each key does. Key names (Enter,
### Esc, Tab, Space, Ctrl-…) and letters are the same in every language: the bug letters
### are UHP's (Q S B G A M L P), typed as they are written in notation.

keys-playing = Playing
keys-reviewing = Reviewing a game
keys-explorer = Opening explorer (o)
keys-games = Your games (O; type to search players, event, result)
keys-help = Help pages
keys-questions = Questions
keys-typing = Typing a move (:) or a file name (s)
keys-mouse = Mouse

## play

key-play-cursor-west = cursor west
key-play-cursor-east = cursor east
key-play-cursor-up = cursor up
key-play-cursor-down = cursor down
key-play-pick-up-piece-under = pick up the piece under the cursor, drop it here, or pass when that is the only move
key-play-put-picked-piece-back = put the picked piece back
key-play-next-piece-can-move = next piece that can move or be thrown; with a piece picked, its next destination
key-play-previous-piece-destination = previous piece or destination
key-play-take-bug-from-your = take that bug from your hand; again: your pieces of that bug on the board, in turn (lower case too, where listed)
key-play-drop-number = drop the picked piece on the cell with that number (two digits past 9, or one and Enter)
key-play-type-move-uhp-notation = type a move in UHP notation, e.g. wA1 -bG1
key-play-undo-against-computer-reply = undo (against the computer: its reply and your move)
key-play-redo = redo
key-play-pan-view-stays-where = pan the view (it stays where you put it)
key-play-centre-view-hive = centre the view on the hive
key-play-large-compact-hexes = large / compact hexes
key-play-hint-engine-suggests-move = hint: the engine suggests a move (marked on the board)
key-play-play-hint-marked-board = play the hint marked on the board
key-play-while-computer-thinks-plays = while the computer thinks: it plays (or hints) the best move found so far
key-play-pondering-off-computer-thinks = pondering on / off: the computer thinks on your time too (hive play --ponder)
key-play-offer-draw-other-side = offer a draw (the other side accepts or declines)
key-play-pause-resume-clocks-game = pause / resume the clocks (a game with a clock: hive play --clock 5+3)
key-play-resign-asks-first = resign (asks first)
key-play-new-invite-codes-hive = new invite codes (hive play --invite; the old ones stop working)
key-play-new-game-asks-first = new game (asks first)
key-play-save-copy-game-file = save a copy of the game to a file (every move is also autosaved)
key-play-review-step-through-game = review: step through the game
key-play-opening-explorer-what-your = opening explorer: what your saved games played from this position
key-play-your-saved-games-search = your saved games: search, resume or replay one
key-play-help-keys-rules-each = help: keys and the rules of each bug
key-play-quit-asks-first = quit (asks first)
key-play-quit-now-from-any = quit now (from any screen)

## review

key-review-ply-back = one ply back
key-review-ply-forward = one ply forward
key-review-start = to the start
key-review-last-ply = to the last ply
key-review-type-ply = type a ply number…
key-review-go = …and go to it
key-review-take-back-digit = take back a digit
key-review-auto-play-off = auto-play on / off
key-review-auto-play-faster = auto-play faster
key-review-auto-play-slower = auto-play slower
key-review-analyse-every-ply-background = analyse every ply in the background: mistakes get ?, blunders ?? in the move list
key-review-opening-explorer-what-your = opening explorer: what your saved games played from the position shown
key-review-your-saved-games-search = your saved games: search, resume or replay one
key-review-play-from-ply-shown = play on from the ply shown (a new move branches off)
key-review-where-move-has-other = where a move has a + (other lines part there): show the next line
key-review-show-previous-line = show the previous line
key-review-make-line-shown-main = make the line shown the main line and play on (the old one is kept)
key-review-back-game-where-stood = back to the game, where it stood
key-review-pan-view = pan the view
key-review-centre-view-hive = centre the view on the hive
key-review-large-compact-hexes = large / compact hexes
key-review-help-closing-returns-here = help (closing it returns here)
key-review-quit-asks-first = quit (asks first)

## help

key-help-scroll-down = scroll down
key-help-scroll-up = scroll up
key-help-scroll-down-screen = scroll down a screen
key-help-scroll-up-screen = scroll up a screen
key-help-top-page = to the top of the page
# $languages: the languages the game speaks, each in its own words, in the order F2 goes through them.
key-help-language = the next language (kept for your next games): { $languages }
key-help-bottom-page = to the bottom of the page
key-help-next-page = next page
key-help-previous-page = previous page
key-help-rules-bug = the rules of that bug
key-help-close-help = close help

## explore

key-explore-move-above = the move above
key-explore-move-below = the move below
key-explore-play-move-chosen-from = play the move chosen (from review: play on from the ply shown with it)
key-explore-games-reached-position-moves = the games that reached the position / the moves they played
key-explore-close-explorer = close the explorer
key-explore-help = help

## games

key-games-game-above = the game above
key-games-game-below = the game below
key-games-screen-games-up = a screen of games up
key-games-screen-games-down = a screen of games down
key-games-first-game = the first game
key-games-last-game-listed = the last game listed
key-games-open-game-chosen-unfinished = open the game chosen: an unfinished one goes on, a finished one is replayed
key-games-replay-game-chosen-step = replay the game chosen (step through it), finished or not
key-games-take-back-character-search = take back a character of the search
key-games-clear-search = clear the search
key-games-close-games-screen-back = close the games screen, back to the game

## confirm

key-confirm-yes = yes
key-confirm-new-game-next-clock = new game: the next clock (none, 1+0, 3+2, 5+3, 10+5, 15+10, 30+20, 1d)
key-confirm-no-so-does-any = no (so does any other key, but a draw offer is answered y or n)

## line

key-line-play-move-typed-save = play the move typed, or save under the name typed
key-line-close-prompt = close the prompt
key-line-take-back-character = take back a character
key-line-clear-line = clear the line

## mouse

key-mouse-click-bug = click a bug
key-mouse-your-hand-take-like = in your hand: take it (like its letter key)
key-mouse-click-piece = click a piece
key-mouse-pick-up-click-highlighted = pick it up; click a highlighted cell to move it there
key-mouse-click-move = click a move
key-mouse-move-list-review-game = in the move list: review the game at that ply
key-mouse-click-stack = click a stack
key-mouse-review-show-what-holds = in review: show what it holds, top first (as the cursor does in play)
key-mouse-click-game = click a game
key-mouse-games-screen-o-choose = on the games screen (O): choose it; Enter opens it

## The help pages' frame.

help-keys = Keys
help-title = { " " }Help: { $title }{ " " }
# $page of $pages; $scroll: "↑↓ 3/10 · " when the page scrolls, else nothing.
help-footer = { " " }{ $page }/{ $pages } · { $scroll }← → page · Esc closes{ " " }
help-invitations = Invitations (this game, served over SSH)
opening-rulebook = rulebook
opening-tournament = tournament
help-letters = Bug letters
help-letters-why = The letters are UHP notation's, the same in every language: a move written anywhere (wA1 -bG1, on boardspace, on hivegame.com, in a saved game) reads the same for every player, and the keys that take a bug are those letters.

# A game a player left (`hive serve --claim-after`).
key-play-claim-win = claim the win from an opponent who left (an untimed game over SSH)
