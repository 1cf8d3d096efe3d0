# The club's tournaments in the lobby (key T) and in the plain lobby.
tour-key = T turnaje
tour-title = Turnaje
tour-none = Zatím žádné turnaje.
tour-you-are-in = hraješ
tour-keys = ↑↓ výběr · Enter tabulka · j přihlásit · x odhlásit · q zpět
tour-keys-organizer = ↑↓ výběr · Enter tabulka · j přihlásit · x odhlásit · n nový turnaj · q zpět
tour-keys-detail = j přihlásit · x odhlásit · q zpět
tour-keys-new = ↑↓ výběr · ←→ změnit · Enter vytvořit · Esc zpět
tour-kind-swiss = švýcarský systém
tour-kind-round-robin = každý s každým
tour-kind-double = každý s každým dvakrát
tour-format-swiss = { $rounds ->
    [one] švýcarský systém, { $rounds } kolo
    [few] švýcarský systém, { $rounds } kola
   *[other] švýcarský systém, { $rounds } kol
}
tour-open = přihlášky: { $entrants } z { $capacity } hráčů
# $time: the time of day it starts, as 14:30 UTC.
tour-open-until = přihlášky: { $entrants } z { $capacity } hráčů, začátek v { $time } nebo až bude plno
tour-running = { $round }. kolo
tour-finished = skončil
tour-playing = hraje se
# A tournament game in the member's list of games: the tournament's name and round.
tour-mark = { $name }, { $round }. kolo
tour-no-players = Zatím se nikdo nepřihlásil.
tour-players = Hráči: { $names }.
tour-col-player = Hráč
tour-col-points = Body
tour-col-buchholz = Buchholz
# Sonneborn-Berger, short.
tour-col-sb = S-B
tour-round = { $round }. kolo
tour-bye = { $player } má v tomto kole volno
tour-new = Nový turnaj
tour-field-kind = Systém:
tour-field-rounds = Kola:
tour-field-size = Hráči:
tour-field-clock = Hodiny:
tour-field-start = Začátek:
tour-start-full = až bude plno
tour-start-in = { $minutes ->
    [one] až bude plno, nejpozději za { $minutes } minutu
    [few] až bude plno, nejpozději za { $minutes } minuty
   *[other] až bude plno, nejpozději za { $minutes } minut
}
tour-no-club = Turnaje pořádá klub a tahle předsíň žádný nemá.
tour-error = Databáze klubu selhala: { $why }
tour-joined = Hraješ turnaj { $name }.
tour-left = Odhlásil ses z turnaje { $name }.
tour-not-left = Nebyl jsi přihlášen, nebo už turnaj začal.
tour-unknown = Takový turnaj není.
tour-started = Ten turnaj už začal.
tour-full = Ten turnaj je plný.
tour-made = Turnaj { $name } je vytvořen a hraješ v něm.
tour-not-allowed = Turnaje vytváří hostitel a členové, kterým to dovolil.
# The plain lobby's commands (one word each, typed in lower case).
tour-cmd-tournaments = turnaje
tour-cmd-tournament = turnaj
tour-cmd-join = přihlásit
tour-cmd-leave = odhlásit
tour-plain-none = Žádné turnaje nejsou.
# One tournament: its number, name, kind, clock and how it stands.
tour-plain-line = Turnaj { $number }: { $name }, { $format }, { $clock }, { $state }.
tour-plain-you-are-in = Hraješ v něm.
tour-plain-standing = { $place }. { $name }: body { $points }, Buchholz { $buchholz }, Sonneborn-Berger { $sb }.
tour-plain-game = { $white } proti { $black }: { $result }.
tour-plain-no-such = Turnaj { $number } není.
tour-plain-needs-number = Řekni, který turnaj: { $command } a jeho číslo.
tour-plain-help = { $tournaments } vypíše turnaje; { $tournament } N řekne tabulku a partie turnaje; { $join } N tě přihlásí, { $leave } N odhlásí.
