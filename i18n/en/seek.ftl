### The club's seeks in `hive serve`'s lobby: who is here, open seeks and challenges, games in play to watch.

# The list page's key for the seeks page.
seek-key = s seeks
seek-keys = ↑↓ choose · Enter accept or watch · n new seek · c challenge · x withdraw or decline · Esc back
seek-keys-form = ↑↓ choose · ←→ change · Enter make it · Esc cancel
# $names: the members in the lobby, as "ann, bob".
seek-here = Here now ({ $count }): { $names }
seek-here-more = { $names } and { $more } more
seek-open = Open seeks
seek-none = None open: make one with n, or challenge a member with c.
seek-games = Games in play
seek-games-none = No game between members is in play now.
# A seek made by the member, in the seeker's column.
seek-you = you
seek-rated = rated
seek-casual = casual
# The seeker's colour, said of the seeker.
seek-color-white = plays White
seek-color-black = plays Black
seek-color-random = colour at random
seek-opening-rulebook = rulebook opening
seek-opening-tournament = tournament opening
# The member's own challenge, turned down.
seek-declined = declined
seek-new = A new seek
seek-new-challenge = A challenge
seek-field-to = To:
seek-field-rated = Rated:
seek-field-color = You:
# The colour the member chooses for themself in the seek form, after seek-field-color (You:).
seek-you-white = White
seek-you-black = Black
seek-you-random = at random
seek-nobody = nobody here
seek-rated-when = A rated game moves both players' ratings; a casual one is kept but moves none.
seek-made = Your seek is open: whoever accepts it first plays you.
seek-challenge-made = Your challenge is sent.
seek-too-many-seeks = { $max ->
    [one] You have an open seek, as many as one member may: withdraw it first.
   *[other] You have { $max } open seeks, as many as one member may: withdraw one first.
}
seek-too-many-games = { $max ->
    [one] You are playing a game, as many as one member may: finish it first.
   *[other] You are playing { $max } games, as many as one member may: finish one first.
}
seek-their-games-full = { $name } is playing as many games as one member may: try again later.
seek-not-here = That member is not in the lobby now.
seek-gone = That seek is no longer open.
seek-own = That seek is your own: someone else must accept it.
seek-not-yours = That challenge is to another member.
seek-withdrawn = Your seek is withdrawn.
seek-you-declined = You declined { $name }'s challenge.
seek-accepted-note = { $name } accepted your seek: the game is at the top of your list (Enter to play).
seek-declined-note = { $name } declined your challenge.
# Back in the lobby from a game between two members that is over.
rematch-offer = Your game with { $name } is over: R offers a rematch, colours swapped.
# The plain lobby's word that offers the rematch (lowercase).
rematch-plain-cmd = rematch
rematch-plain-offer = Your game with { $name } is over: { $command } offers a rematch, colours swapped.
# At login: a game between members that ended while the member was away (a correspondence
# game's days ran out, the opponent resigned or claimed the win).
rematch-away = While you were away, your game with { $name } ended: R offers a rematch, colours swapped.
rematch-plain-away = While you were away, your game with { $name } ended: { $command } offers a rematch, colours swapped.
rematch-plain-help = rematch: after a game between members, offers your opponent the same game, colours swapped.
rematch-none = There is no rematch to offer: it is offered after a game between two members ends.
# A challenge to the member (a rematch is one), told in their lobby.
seek-challenged-note = { $name } challenges you: the challenge is on your seeks page (s).
# The same two notes in the plain lobby, which has commands, not keys: $play and $seeks are
# its words (play, seeks).
seek-accepted-plain-note = { $name } accepted your seek: it is game { $number } of your list ({ $play } { $number } plays it).
seek-challenged-plain-note = { $name } challenges you: { $seeks } lists the challenge.
seek-no-club = Seeks are for the club's members.
seek-failed = The club's database failed: try again.

## The plain lobby's seeks commands (typed words, lowercase).
seek-cmd-seeks = seeks
seek-cmd-seek = seek
seek-cmd-challenge = challenge
seek-cmd-accept = accept
seek-cmd-decline = decline
seek-cmd-withdraw = withdraw
seek-help-seeks = who is here, the open seeks (numbered) and the games in play
seek-help-seek = makes a seek: a game type, a clock or none, rated or casual, white, black or random, in any order
seek-help-challenge = the same, to one member who is here
seek-help-accept = accepts seek N and sits you at the game
seek-help-decline = declines the challenge N
seek-help-withdraw = withdraws your seek N
# A colour as typed after `seek` (one word).
seek-word-white = white
seek-word-black = black
seek-word-random = random
# One seek in the plain lobby: $who its maker (and whom it is to), $last the opening rule or "declined".
seek-plain-row = { $number }. { $who }: { $game }, { $clock }, { $rated }, { $color }, { $last }.
seek-plain-game = { $white } – { $black }: { $game }, { $clock }, { $plies }.
seek-plain-wrong = “{ $text }” is no game type, clock, rated, casual or colour.
seek-plain-no-seek = There is no seek { $number }: { $seeks } lists them.
# The plain lobby's seeks page with none open: its commands, not the board's keys.
seek-plain-none = None open: { $seek } makes one, { $challenge } { $name } challenges a member who is here.
# The placeholder for a member's name in the plain lobby's help (challenge NAME …).
seek-help-name = NAME
# The seeks page: a key held back because another seek moved under the cursor.
seek-changed = The list changed: the line marked ▶ is not the one you had there. Press the key again to act on it, or choose another.
# The plain lobby: accept, decline or withdraw N held back because the list changed; the list follows.
seek-plain-changed = The seeks are not as you last saw them, so nothing was done. Here they are now:
