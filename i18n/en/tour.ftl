# The club's tournaments in the lobby (key T) and in the plain lobby.
tour-key = T tournaments
tour-title = Tournaments
tour-none = No tournaments yet.
tour-you-are-in = you are in
tour-keys = ↑↓ choose · Enter standings · j join · x leave · q back
tour-keys-organizer = ↑↓ choose · Enter standings · j join · x leave · n new tournament · q back
tour-keys-detail = j join · x leave · q back
tour-keys-new = ↑↓ choose · ←→ change · Enter make · Esc back
tour-kind-swiss = Swiss
tour-kind-round-robin = round robin
tour-kind-double = double round robin
tour-format-swiss = { $rounds ->
    [one] Swiss, { $rounds } round
   *[other] Swiss, { $rounds } rounds
}
tour-open = open: { $entrants } of { $capacity } players
# $time: the time of day it starts, as 14:30 UTC.
tour-open-until = open: { $entrants } of { $capacity } players, starts at { $time } or when full
tour-running = round { $round }
tour-finished = finished
tour-playing = playing
# A tournament game in the member's list of games: the tournament's name and round.
tour-mark = { $name }, round { $round }
tour-no-players = Nobody has joined yet.
tour-players = Players: { $names }.
tour-col-player = Player
tour-col-points = Points
tour-col-buchholz = Buchholz
# Sonneborn-Berger, short.
tour-col-sb = S-B
tour-round = Round { $round }
tour-bye = { $player } has a bye
tour-new = A new tournament
tour-field-kind = Kind:
tour-field-rounds = Rounds:
tour-field-size = Players:
tour-field-clock = Clock:
tour-field-start = Starts:
tour-start-full = when full
tour-start-in = { $minutes ->
    [one] when full or in { $minutes } minute
   *[other] when full or in { $minutes } minutes
}
tour-no-club = Tournaments are the club's: this lobby has none.
tour-error = The club's database failed: { $why }
tour-joined = You are in { $name }.
tour-left = You left { $name }.
tour-not-left = You were not in it, or it has started.
tour-unknown = There is no such tournament.
tour-started = That tournament has started.
tour-full = That tournament is full.
tour-made = { $name } is made, and you are in it.
tour-not-allowed = Only the host and the members the host allows make tournaments.
# The plain lobby's commands (one word each, typed in lower case).
tour-cmd-tournaments = tournaments
tour-cmd-tournament = tournament
tour-cmd-join = join
tour-cmd-leave = leave
tour-plain-none = There are no tournaments.
# One tournament: its number, name, kind, clock and how it stands.
tour-plain-line = Tournament { $number }: { $name }, { $format }, { $clock }, { $state }.
tour-plain-you-are-in = You are in it.
tour-plain-standing = { $place }. { $name }: points { $points }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }.
tour-plain-game = { $white } against { $black }: { $result }.
tour-plain-no-such = There is no tournament { $number }.
tour-plain-needs-number = Say which tournament: { $command } and its number.
tour-plain-help = { $tournaments } lists the tournaments; { $tournament } N says one's standings and games; { $join } N enters one, { $leave } N leaves it.
