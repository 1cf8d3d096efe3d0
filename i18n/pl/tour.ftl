# The club's tournaments in the lobby (key T) and in the plain lobby.
tour-key = T turnieje
tour-title = Turnieje
tour-none = Nie ma jeszcze turniejów.
tour-you-are-in = grasz w nim
tour-keys = ↑↓ wybór · Enter tabela · j dołącz · x wypisz się · q wróć
tour-keys-organizer = ↑↓ wybór · Enter tabela · j dołącz · x wypisz się · n nowy turniej · q wróć
tour-keys-detail = j dołącz · x wypisz się · q wróć
tour-keys-new = ↑↓ wybór · ←→ zmień · Enter utwórz · Esc wróć
tour-kind-swiss = system szwajcarski
tour-kind-round-robin = każdy z każdym
tour-kind-double = każdy z każdym, dwie rundy
tour-format-swiss = { $rounds ->
    [one] system szwajcarski, { $rounds } runda
    [few] system szwajcarski, { $rounds } rundy
   *[many] system szwajcarski, { $rounds } rund
}
tour-open = zapisy: { $entrants } z { $capacity } graczy
# $time: the time of day it starts, as 14:30 UTC.
tour-open-until = zapisy: { $entrants } z { $capacity } graczy, start o { $time } albo gdy będzie komplet
tour-running = runda { $round }
tour-finished = zakończony
tour-playing = w toku
# A tournament game in the member's list of games: the tournament's name and round.
tour-mark = { $name }, runda { $round }
tour-no-players = Nikt jeszcze nie dołączył.
tour-players = Gracze: { $names }.
tour-col-player = Gracz
tour-col-points = Punkty
tour-col-buchholz = Buchholz
# Sonneborn-Berger, short.
tour-col-sb = S-B
tour-round = Runda { $round }
tour-bye = { $player } pauzuje w tej rundzie
tour-new = Nowy turniej
tour-field-kind = System:
tour-field-rounds = Rundy:
tour-field-size = Gracze:
tour-field-clock = Zegar:
tour-field-start = Start:
tour-start-full = gdy będzie komplet
tour-start-in = { $minutes ->
    [one] gdy będzie komplet albo za { $minutes } minutę
    [few] gdy będzie komplet albo za { $minutes } minuty
   *[many] gdy będzie komplet albo za { $minutes } minut
}
tour-no-club = Turnieje prowadzi klub, a ta poczekalnia nie ma klubu.
tour-error = Baza danych klubu zawiodła: { $why }
tour-joined = Grasz w turnieju { $name }.
tour-left = Wypisałeś się z turnieju { $name }.
tour-not-left = Nie grałeś w nim albo już się zaczął.
tour-unknown = Nie ma takiego turnieju.
tour-started = Ten turniej już się zaczął.
tour-full = W tym turnieju nie ma już miejsc.
tour-made = Turniej { $name } utworzony, grasz w nim.
tour-not-allowed = Turnieje tworzy gospodarz i członkowie, którym na to pozwolił.
# The plain lobby's commands (one word each, typed in lower case).
tour-cmd-tournaments = turnieje
tour-cmd-tournament = turniej
tour-cmd-join = dołącz
tour-cmd-leave = wypisz
tour-plain-none = Nie ma turniejów.
# One tournament: its number, name, kind, clock and how it stands.
tour-plain-line = Turniej { $number }: { $name }, { $format }, { $clock }, { $state }.
tour-plain-you-are-in = Grasz w nim.
tour-plain-standing = { $place }. { $name }: punkty { $points }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }.
tour-plain-game = { $white } przeciw { $black }: { $result }.
tour-plain-no-such = Nie ma turnieju { $number }.
tour-plain-needs-number = Podaj turniej: { $command } i jego numer.
tour-plain-help = { $tournaments } wymienia turnieje; { $tournament } N podaje tabelę i partie turnieju; { $join } N zapisuje do niego, { $leave } N wypisuje.
