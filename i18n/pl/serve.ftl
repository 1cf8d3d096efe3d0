### Co słyszy gość `hive serve`, gdy połączenie się kończy.

farewell-server-stopped = Gospodarz zatrzymał serwer; twoja partia jest zapisana.
farewell-idle = Rozłączono: żaden klawisz przez { $minutes ->
    [one] { $minutes } minutę
    [few] { $minutes } minuty
   *[many] { $minutes } minut
}.
farewell-too-slow = Rozłączono: połączenie nie nadążało.
# The guest pasted (or sent) more at once than the server's input cap: the bytes dropped, the connection closed.
farewell-flooded = Rozłączono: wysłałeś naraz więcej, niż serwer przyjmuje z terminala (bardzo długie wklejenie?). Zostało odrzucone, twoja partia jest zapisana. Wklejaj mniej naraz.
farewell-taken-over = Rozłączono: twój klucz zajął to miejsce w innym połączeniu, tam partia toczy się dalej.
farewell-stopped = Partia przerwana: { $why }
farewell-seat-taken = miejsce { $side_gen } jest zajęte
farewell-no-seat = to zaproszenie nie daje miejsca w partii
farewell-no-lobby = ten serwer nie ma poczekalni

## Dlaczego pokój wspólnej partii nie przyjął tego, co zaproponował ten ekran.
refusal-watching = Oglądasz: działają tylko gracze.
refusal-over = Partia się skończyła.
refusal-not-your-turn = To nie twój ruch.
refusal-illegal = Ten ruch jest niedozwolony: { $why }.
refusal-offer-stands = Twoja propozycja remisu jest aktualna: poczekaj na odpowiedź.
refusal-no-offer = Nikt nie proponuje ci remisu.
refusal-clock-not-out = Czas na zegarze jeszcze nie minął.
refusal-not-saved = Ruch nie wykonany: nie udało się zapisać partii ({ $why }).

## Dlaczego pokój wyprowadził ten ekran z partii.
sent-out-closed = Właściciel zamknął partię. Każdy wykonany ruch jest zapisany.
sent-out-owner-renewed = Właściciel dał partii nowe kody: poproś go o nową linię. Każdy wykonany ruch jest zapisany.
sent-out-host-renewed = Gospodarz dał partii nowe kody: poproś go o nową linię. Każdy wykonany ruch jest zapisany.
sent-out-seat-renewed = Gospodarz dał temu miejscu nowy kod. Każdy wykonany ruch jest zapisany.

# A game a player left (`hive serve --claim-after`).
refusal-claim-on-clock = Partię na zegarze rozstrzyga zegar: nie ma czego żądać.
refusal-no-claims = Ten serwer nie przyjmuje żądań wygranej za opuszczenie partii.
refusal-not-away = Przeciwnik nie wyszedł: nie ma czego żądać.
refusal-not-away-yet = Przeciwnika nie ma jeszcze zbyt krótko: zażądaj ponownie za { $minutes ->
    [one] { $minutes } minutę
    [few] { $minutes } minuty
   *[many] { $minutes } minut
}.
