### Co uslyší host `hive serve`, když spojení končí.

farewell-server-stopped = Hostitel zastavil server; tvoje partie je uložena.
farewell-idle = Odpojeno: žádná klávesa { $minutes ->
    [one] { $minutes } minutu
    [few] { $minutes } minuty
   *[other] { $minutes } minut
}.
farewell-too-slow = Odpojeno: spojení nestačilo.
farewell-stopped = Partie skončila: { $why }
farewell-seat-taken = místo { $side_gen } je obsazené
farewell-no-seat = tato pozvánka nedává místo ve hře
farewell-no-lobby = tento server nemá předsíň
