### Co słyszy gość `hive serve`, gdy połączenie się kończy.

farewell-server-stopped = Gospodarz zatrzymał serwer; twoja partia jest zapisana.
farewell-idle = Rozłączono: żaden klawisz przez { $minutes ->
    [one] { $minutes } minutę
    [few] { $minutes } minuty
   *[many] { $minutes } minut
}.
farewell-too-slow = Rozłączono: połączenie nie nadążało.
farewell-stopped = Partia przerwana: { $why }
farewell-seat-taken = miejsce { $side_gen } jest zajęte
farewell-no-seat = to zaproszenie nie daje miejsca w partii
farewell-no-lobby = ten serwer nie ma poczekalni
